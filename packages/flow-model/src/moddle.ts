// The declaration of bpmn-moddle's entry travels with the source, so that every package that
// compiles this one (source-first workspace packages) reads it too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./bpmn-moddle.d.ts" />
export { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
