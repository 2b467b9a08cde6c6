import { describe, expect, it } from 'vitest';
import formMakingExport from '../test/fixtures/formmaking-advanced.json';
import { createDataSource, validateDataSource } from './data-sources';
import { definitionScripts, scriptIssues } from './definition-scripts';
import { createEventScript, validateEventScript } from './event-scripts';
import { importDefinition } from './formmaking-import';
import { issueMessage } from './issue-message';
import { scriptSyntaxError } from './script-syntax';
import type { FormDefinition } from './types';

describe('scriptSyntaxError', () => {
  it('answers null for a body that parses, in sloppy mode with return', () => {
    expect(scriptSyntaxError('return 1')).toBeNull();
    expect(scriptSyntaxError('with (args) { x = 1 }\nreturn x;', ['args'])).toBeNull();
    expect(
      scriptSyntaxError("callback(value > 0 ? undefined : new Error('x'))", [
        'rule',
        'value',
        'callback',
      ]),
    ).toBeNull();
    expect(scriptSyntaxError('this.sendRequest("a").then((res) => res?.data ?? []);')).toBeNull();
  });

  it('gives the line and column (from 1) of the first problem', () => {
    expect(scriptSyntaxError('var a = ;')).toEqual({
      line: 1,
      column: 9,
      message: 'Unexpected token',
      kind: 'unexpectedToken',
    });
    expect(scriptSyntaxError('ok();\nif (x {\n}')).toEqual({
      line: 2,
      column: 7,
      message: 'Unexpected token',
      kind: 'unexpectedToken',
    });
    expect(scriptSyntaxError("var s = 'open")).toMatchObject({
      line: 1,
      column: 9,
      message: 'Unterminated string constant',
    });
  });

  it('tells the kind of mistake, for texts in other languages', () => {
    const kinds = [
      "var s = 'open",
      'var t = `open',
      '/* open',
      'var r = /open',
      'var a = 1 @ 2',
      'let a = 1; let a = 2;',
      'var enum = 1;',
      'var a = 1 +* 2;',
    ].map((body) => scriptSyntaxError(body)?.kind);
    expect(kinds).toEqual([
      'unterminatedString',
      'unterminatedTemplate',
      'unterminatedComment',
      'unterminatedRegexp',
      'unexpectedCharacter',
      'redeclared',
      'reservedWord',
      'unexpectedToken',
    ]);
  });

  it('refuses a body that would close the function around it', () => {
    expect(scriptSyntaxError('}); (function () {')).toMatchObject({ line: 1, column: 1 });
  });

  it('refuses await outside an async function, as new Function does', () => {
    expect(scriptSyntaxError('await x')).not.toBeNull();
  });

  it('never runs the body', () => {
    expect(scriptSyntaxError('globalThis.__parsed = true; while (true) {}')).toBeNull();
    expect((globalThis as { __parsed?: boolean }).__parsed).toBeUndefined();
  });
});

describe('scripts of a definition', () => {
  const imported = importDefinition(formMakingExport);
  const definition = (imported.ok ? imported.definition : undefined) as FormDefinition;

  it('lists every code text of the FormMaking export with its path', () => {
    const scripts = definitionScripts(definition).map(({ kind, name, part, path }) => [
      kind,
      name,
      part,
      path,
    ]);
    expect(scripts).toContainEqual(['event', 'mounted', undefined, 'config.eventScript[0].func']);
    expect(scripts).toContainEqual([
      'dataSource',
      '城市列表',
      'responseFunc',
      'config.dataSource[1].responseFunc',
    ]);
    expect(scripts.filter(([kind]) => kind === 'validator')).toHaveLength(1);
    expect(scriptIssues(definition)).toEqual([]);
  });

  it('refuses at import a script that does not parse, naming it', () => {
    const broken = structuredClone(formMakingExport) as typeof formMakingExport;
    broken.config.eventScript[2]!.func = 'var total = ;';
    broken.config.dataSource[1]!.responseFunc =
      'return res.data.map(function (item) {\n  return item\n';
    const result = importDefinition(broken);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((error) => [error.path, error.message])).toEqual([
      [
        'config.eventScript[2].func',
        'event script "onAmountChange" does not parse: line 1, column 13: Unexpected token',
      ],
      [
        'config.dataSource[1].responseFunc',
        'data source "城市列表" responseFunc does not parse: line 3, column 1: Unexpected token',
      ],
    ]);
    expect(issueMessage(errors[0]!, 'zh-CN')).toBe(
      '事件脚本“onAmountChange”无法解析：第 1 行第 13 列：此处不应出现该符号',
    );
  });

  it('names the field of a custom validator that does not parse', () => {
    const broken = JSON.parse(
      JSON.stringify(formMakingExport).replace(
        'callback(value > 0 ? undefined',
        'callback(value > 0 ?? undefined :',
      ),
    ) as unknown;
    const result = importDefinition(broken);
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^validator of "amount" does not parse: line 2, column \d+: /),
    ]);
  });

  it('imports without the check when asked to', () => {
    const broken = structuredClone(formMakingExport) as typeof formMakingExport;
    broken.config.eventScript[0]!.func = '((';
    expect(importDefinition(broken, { checkScripts: false }).ok).toBe(true);
  });
});

describe('saving a script in the designer', () => {
  it('refuses an event script that does not parse, with its line and column', () => {
    const script = { ...createEventScript([]), func: 'this.hide("a");\nif (args {' };
    expect(validateEventScript(script, [])).toEqual([
      {
        field: 'func',
        code: 'syntax',
        message: 'does not parse: line 2, column 10: Unexpected token',
        syntax: { line: 2, column: 10, message: 'Unexpected token', kind: 'unexpectedToken' },
      },
    ]);
    expect(validateEventScript({ ...script, func: 'this.hide("a");' }, [])).toEqual([]);
  });

  it('refuses a data source whose function does not parse, naming the function', () => {
    const source = { ...createDataSource([]), url: '/api', responseFunc: 'return res.data.' };
    expect(
      validateDataSource(source, []).map((issue) => [issue.field, issue.code, issue.syntax?.line]),
    ).toEqual([['responseFunc', 'syntax', 1]]);
  });
});
