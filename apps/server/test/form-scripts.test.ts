/**
 * An application's remote functions and option lists for its forms: saved with their checks (a
 * script that does not parse is refused with its line and column, option values unique, names
 * unique per application), tried as edited, called for a form being filled in (a script that
 * throws answers its message; one that loops stops at its time limit), what a form runs with,
 * and the setting that keeps forms' scripts from running.
 */
import { API } from '@org/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAppId } from './flow-fixtures';
import { managementSuite } from './harness';

const t = managementSuite();
let appId = 0;

beforeAll(async () => {
  appId = await demoAppId(t);
});

const create = (body: Record<string, unknown>, token = t.admin) =>
  t.call(API.formScripts.create, token, { body: { appId, ...body } as never });

/** The field errors of a 40022 answer. */
const errorsOf = (data: unknown) =>
  (data as { errors: { field: string; message: string }[] }).errors;

describe('remote functions', () => {
  it('are saved with a script that parses, and listed by name', async () => {
    const saved = await create({
      kind: 'FUNC',
      name: 'func_regions',
      label: '区域',
      script: "resolve([{ value: 'n', label: '北' }, { value: 's', label: context.appCode }]);",
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    expect(saved.body.data).toMatchObject({ kind: 'FUNC', name: 'func_regions', label: '区域' });
    const page = await t.call(API.formScripts.page, t.admin, {
      body: { appId, kind: 'FUNC', keyword: 'region' },
    });
    expect(page.body.data.list.map((row) => row.name)).toEqual(['func_regions']);
    const again = await create({ kind: 'FUNC', name: 'func_regions', script: 'return [];' });
    expect(again.body.code).toBe(40009);
  });

  it('refuse a script that does not parse, naming its line and column', async () => {
    const answer = await create({
      kind: 'FUNC',
      name: 'func_broken',
      script: 'const a = 1;\nreturn [a +;\n',
    });
    expect(answer.body.code).toBe(40022);
    const [error] = errorsOf(answer.body.data);
    expect(error?.field).toBe('body.script');
    expect(error?.message).toBe('The script cannot be read at line 2, column 12: Unexpected token');
    const unclosed = await create({ kind: 'FUNC', name: 'func_unclosed', script: 'return [1,\n' });
    expect(errorsOf(unclosed.body.data)[0]?.message).toMatch(
      /^The script cannot be read at line 2, column 1: /,
    );
    const empty = await create({ kind: 'FUNC', name: 'func_empty', script: '  ' });
    expect(errorsOf(empty.body.data)[0]?.message).toBe('Write the script.');
  });

  it('are called for a form being filled in, by any signed-in user', async () => {
    const answer = await t.call(API.formScripts.call, t.editor, {
      body: { appId, name: 'func_regions' },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.options).toEqual([
      { value: 'n', label: '北' },
      { value: 's', label: 'demo' },
    ]);
    const missing = await t.call(API.formScripts.call, t.editor, {
      body: { appId, name: 'func_nowhere' },
    });
    expect(missing.body.code).toBe(40022);
    expect(errorsOf(missing.body.data)[0]?.message).toContain('func_nowhere');
  });

  it('answer the script’s own error, and stop a loop at the time limit', async () => {
    const thrown = await t.call(API.formScripts.tryScript, t.admin, {
      body: { appId, script: "throw new Error('区域服务不可用');" },
    });
    expect(thrown.body.code).toBe(40022);
    expect(errorsOf(thrown.body.data)[0]?.message).toBe('The script failed: Error: 区域服务不可用');
    const rejected = await t.call(API.formScripts.tryScript, t.admin, {
      body: { appId, script: "reject('no regions today');" },
    });
    expect(errorsOf(rejected.body.data)[0]?.message).toBe(
      'The script failed: Error: no regions today',
    );
    const looping = await t.call(API.formScripts.tryScript, t.admin, {
      body: { appId, script: 'for (;;) {}' },
    });
    expect(looping.body.code).toBe(40022);
    expect(errorsOf(looping.body.data)[0]).toEqual({
      field: 'body.script',
      message: 'The script ran longer than 1000 ms and was stopped (does it loop forever?).',
    });
    const noList = await t.call(API.formScripts.tryScript, t.admin, {
      body: { appId, script: 'return 42;' },
    });
    expect(errorsOf(noList.body.data)[0]?.message).toMatch(/no list of options/);
    const returned = await t.call(API.formScripts.tryScript, t.admin, {
      body: { appId, script: "return { list: [{ value: 1, label: 'one' }] };" },
    });
    expect(returned.body.data.options).toEqual({ list: [{ value: 1, label: 'one' }] });
  });

  it('saved with a loop stop at the limit when called, in the caller’s language', async () => {
    const saved = await create({ kind: 'FUNC', name: 'func_loops', script: 'while (true) {}' });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const answer = await t.server.call('POST', '/form-service/form-scripts/v1/call', {
      token: t.editor,
      headers: { 'accept-language': 'zh-CN' },
      body: { appId, name: 'func_loops' },
    });
    expect(answer.body.code).toBe(40022);
    expect(errorsOf(answer.body.data)[0]?.message).toBe(
      '远程方法“func_loops”失败：脚本运行超过 1000 毫秒，已被停止（是否有死循环？）。',
    );
  });
});

describe('option lists', () => {
  it('are saved with unique values and refused a script', async () => {
    const twice = await create({
      kind: 'OPTION',
      name: 'option_colours',
      options: [
        { value: 'r', label: '红' },
        { value: 'r', label: '赤' },
      ],
    });
    expect(errorsOf(twice.body.data)[0]?.field).toBe('body.options[1].value');
    const withScript = await create({ kind: 'OPTION', name: 'option_x', script: 'return [];' });
    expect(errorsOf(withScript.body.data)[0]?.field).toBe('body.script');
    const saved = await create({
      kind: 'OPTION',
      name: 'option_colours',
      options: [
        { value: 'r', label: '红' },
        { value: 'g', label: '绿' },
      ],
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const changed = await t.call(API.formScripts.update, t.admin, {
      body: { id: saved.body.data.id, options: [{ value: 'b', label: '蓝' }], label: '颜色' },
    });
    expect(changed.body.data).toMatchObject({
      label: '颜色',
      options: [{ value: 'b', label: '蓝' }],
    });
    // not an artefact of the artefact screens: neither found by id nor listed there
    const asArtefact = await t.call(API.artefacts.get, t.admin, {
      query: { id: saved.body.data.id },
    });
    expect(asArtefact.body.code).toBe(40004);
    const listed = await t.call(API.artefacts.page, t.admin, { body: { appId, pageSize: 100 } });
    expect(listed.body.data.list.map((row) => row.kind)).not.toContain('FORM_OPTION');
  });
});

describe('what a form runs with', () => {
  it('names the functions and lists, and the scripts setting (on until switched off)', async () => {
    const runtime = await t.call(API.formScripts.runtime, t.editor, { query: { appId } });
    expect(runtime.body.code, runtime.body.message).toBe(20000);
    expect(runtime.body.data.sandboxScripts).toBe(true);
    expect(runtime.body.data.functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['func_regions', 'func_loops']),
    );
    expect(runtime.body.data.optionLists).toEqual([
      { name: 'option_colours', label: '颜色', options: [{ value: 'b', label: '蓝' }] },
    ]);
    for (const sandboxScripts of [false, false, true, false]) {
      const set = await t.call(API.formScripts.setting, t.admin, {
        body: { appId, sandboxScripts },
      });
      expect(set.body.code, set.body.message).toBe(20000);
    }
    const off = await t.call(API.formScripts.runtime, t.editor, { query: { appId } });
    expect(off.body.data.sandboxScripts).toBe(false);
    await t.call(API.formScripts.setting, t.admin, { body: { appId, sandboxScripts: true } });
  });

  it('loses what is deleted; other artefacts are not deleted from here', async () => {
    const page = await t.call(API.formScripts.page, t.admin, { body: { appId, kind: 'FUNC' } });
    const ids = page.body.data.list.map((row) => row.id);
    const removed = await t.call(API.formScripts.remove, t.admin, { body: { ids: [...ids, 1] } });
    expect(removed.body.data.affected).toBe(ids.length);
    const runtime = await t.call(API.formScripts.runtime, t.editor, { query: { appId } });
    expect(runtime.body.data.functions).toEqual([]);
  });
});
