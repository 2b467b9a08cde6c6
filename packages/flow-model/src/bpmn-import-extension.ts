import type { ModdleElement } from './moddle';
import { FlowElementType } from './bpmn-extension';
import {
  APPROVAL_MODES,
  FIELD_ACCESS,
  FIELD_TESTS,
  WHEN_NOBODY,
  type ApprovalMode,
  type Condition,
  type FieldAccess,
  type FieldPermissions,
  type FieldTestOp,
  type FieldValueType,
  type Initiators,
  type PeopleRule,
  type WhenNobody,
} from './types';

/**
 * Reads the `flow:` extension elements of an imported BPMN element, and the few safe accessors
 * the importer reads every moddle element with. A value that cannot be used is reported through
 * `Complain` and left out or replaced by the default a BPMN file of another tool gets.
 */

/** Reports an unusable extension value: the element's tag, the attribute and its value. */
export type Complain = (tag: string, attribute: string, value: string) => void;

/** Whether a value is a moddle element (and not a string, a list or nothing). */
export function isElement(value: unknown): value is ModdleElement {
  return typeof value === 'object' && value !== null && '$type' in value;
}

/** A string property, or `undefined` when it is unset or not a string. */
export function textOf(element: ModdleElement, name: string): string | undefined {
  const value = element.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The elements of a many-valued property, or of a single-valued one as a list. */
export function elementsOf(element: ModdleElement | undefined, name: string): ModdleElement[] {
  const value = element?.get(name);
  if (Array.isArray(value)) return value.filter(isElement);
  return isElement(value) ? [value] : [];
}

/** The element's first extension element of a `flow:` type. */
export function extensionOf(element: ModdleElement, type: string): ModdleElement | undefined {
  const [extensionElements] = elementsOf(element, 'extensionElements');
  return elementsOf(extensionElements, 'values').find((value) => value.$type === type);
}

/** The XML tag a moddle type is written with (`flow:FieldTest` as `flow:fieldTest`). */
function tagOf(element: ModdleElement): string {
  return element.$type.replace(/:(.)/, (_, first: string) => `:${first.toLowerCase()}`);
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): value is T {
  return (allowed as readonly (string | undefined)[]).includes(value);
}

function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isNaN(value) && text.trim() !== 'NaN' ? undefined : value;
}

/** Reads attributes of one element, reporting the ones it cannot use. */
class AttributeReader {
  constructor(
    readonly element: ModdleElement,
    private readonly complain: Complain,
  ) {}

  invalid(attribute: string, value: string | undefined): undefined {
    this.complain(tagOf(this.element), attribute, value ?? '');
    return undefined;
  }

  text(attribute: string): string | undefined {
    const value = textOf(this.element, attribute);
    return value ?? this.invalid(attribute, value);
  }

  number(attribute: string): number | undefined {
    const value = textOf(this.element, attribute);
    return parseNumber(value) ?? this.invalid(attribute, value);
  }

  choice<T extends string>(attribute: string, allowed: readonly T[]): T | undefined {
    const value = textOf(this.element, attribute);
    return oneOf(allowed, value) ? value : this.invalid(attribute, value);
  }
}

function numbers(parent: ModdleElement, name: string, complain: Complain): number[] {
  return elementsOf(parent, name).flatMap((child) => {
    const value = new AttributeReader(child, complain).number('id');
    return value === undefined ? [] : [value];
  });
}

/**
 * Who may start the flow: everyone when the start event does not say; an unknown `type` reads
 * as `some`, so that a mistake lets in nobody rather than everyone.
 */
export function readInitiators(event: ModdleElement, complain: Complain): Initiators {
  const element = extensionOf(event, FlowElementType.initiators);
  if (!element) return { type: 'everyone' };
  const type = new AttributeReader(element, complain).choice('type', ['everyone', 'some']);
  if (type === 'everyone') return { type };
  return {
    type: 'some',
    roleCodes: elementsOf(element, 'roles').flatMap((role) => {
      const code = new AttributeReader(role, complain).text('code');
      return code === undefined ? [] : [code];
    }),
    departmentIds: numbers(element, 'departments', complain),
  };
}

/** The approvers (`flow:approvers`) or recipients (`flow:recipients`) of a task. */
export function readPeopleRule(
  task: ModdleElement,
  type: string,
  fallback: PeopleRule,
  complain: Complain,
): PeopleRule {
  const element = extensionOf(task, type);
  if (!element) return fallback;
  const reader = new AttributeReader(element, complain);
  switch (reader.choice('type', ['users', 'role', 'leader', 'chosen', 'field'])) {
    case 'users':
      return { type: 'users', userIds: numbers(element, 'users', complain) };
    case 'role':
      return { type: 'role', roleCode: reader.text('roleCode') ?? '' };
    case 'leader':
      return { type: 'leader', levels: reader.number('levels') ?? 1 };
    case 'chosen':
      return { type: 'chosen' };
    case 'field':
      return { type: 'field', field: reader.text('field') ?? '' };
    case undefined:
      return fallback;
  }
}

/** An approval's mode and what it does when it finds nobody (`flow:approval`). */
export function readApproval(
  task: ModdleElement,
  complain: Complain,
): { mode: ApprovalMode; whenNobody: WhenNobody } {
  const element = extensionOf(task, FlowElementType.approval);
  const reader = element && new AttributeReader(element, complain);
  return {
    mode: reader?.choice('mode', APPROVAL_MODES) ?? 'any',
    whenNobody: reader?.choice('whenNobody', WHEN_NOBODY) ?? 'refuse',
  };
}

/** The node's field permissions (`flow:fields`), or `undefined` when it has none. */
export function readFields(node: ModdleElement, complain: Complain): FieldPermissions | undefined {
  const element = extensionOf(node, FlowElementType.fields);
  if (!element) return undefined;
  const entries: [string, FieldAccess][] = [];
  for (const field of elementsOf(element, 'fields')) {
    const reader = new AttributeReader(field, complain);
    const model = reader.text('model');
    const access = reader.choice('access', FIELD_ACCESS);
    if (model !== undefined && access !== undefined) entries.push([model, access]);
  }
  return Object.fromEntries(entries);
}

/** The form code of a process (`flow:form`). */
export function readFormCode(process: ModdleElement, complain: Complain): string | undefined {
  const element = extensionOf(process, FlowElementType.form);
  return element && new AttributeReader(element, complain).text('code');
}

const FIELD_TYPES = Object.keys(FIELD_TESTS) as FieldValueType[];
const FIELD_OPS = [...new Set(Object.values(FIELD_TESTS).flat())] as FieldTestOp[];

function readValue(element: ModdleElement, complain: Complain): string | number | undefined {
  const reader = new AttributeReader(element, complain);
  const type = textOf(element, 'type');
  const text = textOf(element, 'text') ?? '';
  if (type === undefined || type === 'text') return text;
  if (type !== 'number') return reader.invalid('type', type);
  return parseNumber(text) ?? reader.invalid('value', text);
}

function readValues(element: ModdleElement, complain: Complain): (string | number)[] | undefined {
  const values = elementsOf(element, 'values').map((value) => readValue(value, complain));
  return values.every((value) => value !== undefined) ? values : undefined;
}

function readFieldTest(element: ModdleElement, complain: Complain): Condition | undefined {
  const reader = new AttributeReader(element, complain);
  const field = reader.text('field');
  const type = reader.choice('type', FIELD_TYPES);
  const op = reader.choice('op', FIELD_OPS);
  if (field === undefined || type === undefined || op === undefined) return undefined;
  const test = { kind: 'field', field, type, op } as const;
  if (elementsOf(element, 'values').length > 0) {
    const values = readValues(element, complain);
    return values && { ...test, value: values };
  }
  const text = textOf(element, 'value');
  if (text === undefined) return op === 'in' || op === 'notIn' ? { ...test, value: [] } : test;
  const valueType = textOf(element, 'valueType');
  if (valueType !== undefined && valueType !== 'number' && valueType !== 'text') {
    return reader.invalid('valueType', valueType);
  }
  if ((valueType ?? (type === 'number' ? 'number' : 'text')) === 'text') {
    return { ...test, value: text };
  }
  const value = reader.number('value');
  return value === undefined ? undefined : { ...test, value };
}

function readConditionTest(element: ModdleElement, complain: Complain): Condition | undefined {
  switch (element.$type) {
    case FlowElementType.all:
    case FlowElementType.any: {
      const items = elementsOf(element, 'tests').map((test) => readConditionTest(test, complain));
      if (!items.every((item) => item !== undefined)) return undefined;
      return { kind: element.$type === FlowElementType.all ? 'all' : 'any', items };
    }
    case FlowElementType.fieldTest:
      return readFieldTest(element, complain);
    case FlowElementType.initiatorTest: {
      const reader = new AttributeReader(element, complain);
      const subject = reader.choice('subject', ['department', 'role']);
      const op = reader.choice('op', ['in', 'notIn']);
      const values = readValues(element, complain);
      if (!subject || !op || !values) return undefined;
      return { kind: 'initiator', subject, op, values };
    }
    default:
      return undefined;
  }
}

/**
 * The condition of a sequence flow from its `flow:condition`, or `undefined` when it has none
 * or one that cannot be read whole (reported: part of a condition would mean something else).
 */
export function readCondition(flow: ModdleElement, complain: Complain): Condition | undefined {
  const element = extensionOf(flow, FlowElementType.condition);
  if (!element) return undefined;
  const [test] = elementsOf(element, 'test');
  if (!test) {
    complain(tagOf(element), 'test', '');
    return undefined;
  }
  return readConditionTest(test, complain);
}
