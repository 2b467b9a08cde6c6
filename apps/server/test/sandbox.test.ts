/**
 * Scripts of service orchestrations run in QuickJS (WebAssembly) with nothing of the server in
 * reach: the ways out a script might try are refused, runaway scripts stop at their limits, and
 * what comes out is JSON. No server is started: the sandbox is a function.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptOutcome, runScript } from '../src/services/scripts/sandbox';

const LIMITS = { timeoutMs: 500, memoryBytes: 16 * 1024 * 1024 };
const run = (source: string, input: unknown = {}) => runScript(source, { input }, LIMITS);
const value = async (source: string, input?: unknown) => {
  const outcome = await run(source, input);
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
  return (outcome as Extract<ScriptOutcome, { ok: true }>).value;
};
const refused = async (source: string) => {
  const outcome = await run(source);
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  return outcome as Extract<ScriptOutcome, { ok: false }>;
};

describe('a script', () => {
  it('computes from its input and answers JSON', async () => {
    expect(
      await value('return input.rows.filter((r) => r.n > 1).map((r) => r.n * 2);', {
        rows: [{ n: 1 }, { n: 2 }, { n: 3 }],
      }),
    ).toEqual([4, 6]);
    expect(await value('const x = 1;')).toBeNull();
    expect(
      await value('return { at: typeof Date.now(), sum: [1, 2].reduce((a, b) => a + b) };'),
    ).toEqual({
      at: 'number',
      sum: 3,
    });
  });

  it('takes named arguments, and is checked for syntax without running', async () => {
    expect(
      await runScript('return input.n + steps.a.rows;', {
        input: { n: 1 },
        steps: { a: { rows: 2 } },
      }),
    ).toEqual({
      ok: true,
      value: 3,
    });
  });

  it('refuses what does not parse, and says where the script threw', async () => {
    expect(await refused('return (')).toMatchObject({ reason: 'syntax' });
    expect(await refused('throw new Error("no rows");')).toMatchObject({
      reason: 'thrown',
      message: 'Error: no rows',
    });
  });
});

describe('the ways out of the sandbox', () => {
  const absent = [
    'require',
    'process',
    'module',
    'exports',
    'Buffer',
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'setTimeout',
    'setInterval',
    'setImmediate',
    'std',
    'os',
    'console',
    'Deno',
    'Bun',
    'WebAssembly',
    'Atomics',
    'SharedArrayBuffer',
    '__input',
  ];
  it.each(absent)('finds no %s', async (name) => {
    expect(await value(`return typeof globalThis[${JSON.stringify(name)}];`)).toBe('undefined');
  });

  it('reaches only its own global through the Function constructor', async () => {
    expect(await value('return this.constructor.constructor("return typeof process")();')).toBe(
      'undefined',
    );
    expect(await value('return Function("return typeof require")();')).toBe('undefined');
    expect(
      await value(
        'return [].constructor.constructor("return Object.keys(globalThis)")().includes("process");',
      ),
    ).toBe(false);
  });

  it('loads no module, by import or otherwise', async () => {
    expect(
      await value(`
        let got = 'nothing';
        import('node:fs').then(() => { got = 'loaded'; }, () => { got = 'refused'; });
        return got;`),
    ).toBe('nothing');
    expect(await refused('import fs from "node:fs"; return 1;')).toMatchObject({
      reason: 'syntax',
    });
  });

  it('changes nothing of the server or of the next script', async () => {
    await value('Object.prototype.polluted = "yes"; Array.prototype.push = null; return 1;');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      await value('return ({}).polluted === undefined && typeof [].push === "function";'),
    ).toBe(true);
    const input = { list: [1] };
    await value('input.list.push(2); input.added = true; return input;', input);
    expect(input).toEqual({ list: [1] });
  });

  it('is stopped at its time limit however it loops', async () => {
    expect(await refused('while (true) {}')).toMatchObject({ reason: 'time' });
    expect(await refused('for (;;) { try { while (true) {} } catch (e) {} }')).toMatchObject({
      reason: 'time',
    });
    expect(await refused('return new Proxy({}, { ownKeys() { for (;;) {} } });')).toMatchObject({
      reason: 'time',
    });
  });

  it('is stopped at its memory limit however it allocates', async () => {
    expect((await refused('return "x".repeat(1e9).length;')).reason).toMatch(/memory|thrown/);
    expect(
      (await refused('const all = []; for (;;) all.push(new Array(1e5).fill(1));')).reason,
    ).toMatch(/memory|time/);
    expect((await refused('function f() { return f() + 1; } return f();')).reason).toBe('memory');
  });

  it('answers only JSON, and not too much of it', async () => {
    expect(await refused('return 1n;')).toMatchObject({ reason: 'answer' });
    expect(await refused('const a = {}; a.self = a; return a;')).toMatchObject({
      reason: 'answer',
    });
    expect(await refused('return { get x() { throw new Error("trap"); } };')).toMatchObject({
      reason: 'thrown',
    });
    expect(await refused('return "x".repeat(2 * 1024 * 1024);')).toMatchObject({
      reason: 'answer',
    });
  });
});
