import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import formMakingExport from '../../../form-schema/test/fixtures/formmaking-advanced.json';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';
import type { Notice } from '../services/notifier';

declare global {
  var __fmScriptRan: boolean | undefined;
}

afterEach(() => {
  globalThis.__fmScriptRan = undefined;
});

/** What the FormMaking export's data sources answer. */
function exportServer() {
  const urls: string[] = [];
  const fetchStub: typeof fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    const data = url.includes('cities')
      ? { data: [{ code: 'bj', name: '北京' }] }
      : { data: { applicant: '张三' } };
    return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
  };
  return { urls, fetchStub };
}

/**
 * Renders the real FormMaking Advanced export with its scripts in one mode and drives what
 * they do: `mounted` asks for a data source whose `requestFunc` throws (so its `errorFunc`
 * runs), the amount's change script throws, the amount's `{ func }` rule checks `value > 0`,
 * and the cities source maps its answer in `responseFunc`.
 */
async function drive(mode: true | 'sandbox') {
  const ref = createRef<FormRendererHandle>();
  const notices: Notice[] = [];
  const { urls, fetchStub } = exportServer();
  const view = render(
    <FormRenderer
      definition={formMakingExport}
      scripts={mode}
      fetch={fetchStub}
      locale="zh-CN"
      services={{ notify: (notice) => notices.push(notice) }}
      ref={ref}
    />,
  );
  await waitFor(() => expect(ref.current).not.toBeNull());
  const api = ref.current as FormRendererHandle;
  await act(async () => {
    await api.sendRequest('城市列表').then((cities) => api.setData({ cities: cities as never }));
  });
  let changed: unknown;
  act(() => {
    api.setData({ amount: 0 });
    changed = api.triggerEvent('onAmountChange', { value: 0 });
  });
  await act(async () => {
    await changed;
  });
  const rejected = await api.sendRequest('初始化数据').then(
    () => 'sent',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  const checked = await api.validate('amount');
  act(() => api.setData({ amount: 12 }));
  const checkedAgain = await api.validate('amount');
  view.unmount();
  return {
    cities: api.getValue('cities'),
    rejected,
    amountMessages: checked.errors.map((error) => error.message),
    amountValid: checkedAgain.valid,
    // Requests that reached the network: the hooks decide which.
    urls: urls.filter((url, index) => urls.indexOf(url) === index),
    notices: notices.map((notice) => notice.message),
  };
}

/**
 * The fixture's `mounted` script calls `sendRequest` without handling its failure: in trusted
 * mode that rejection is the page's, unhandled. The test records such rejections instead of
 * letting them fail the run.
 */
const SENTINEL = 'recorded up to here';

async function recordingUnhandled<T>(work: () => Promise<T>): Promise<[T, string[]]> {
  const unhandled: string[] = [];
  const previous = process.listeners('unhandledRejection');
  process.removeAllListeners('unhandledRejection');
  const record = (reason: unknown) =>
    unhandled.push(reason instanceof Error ? reason.message : String(reason));
  process.on('unhandledRejection', record);
  try {
    const result = await work();
    // Rejections are reported in the order they were left unhandled: once a rejection of our
    // own, left now, has been reported, every one the work left has been too.
    void Promise.reject(new Error(SENTINEL));
    await vi.waitFor(() => expect(unhandled).toContain(SENTINEL));
    return [result, unhandled.filter((message) => message !== SENTINEL)];
  } finally {
    process.off('unhandledRejection', record);
    for (const listener of previous) process.on('unhandledRejection', listener);
  }
}

describe('the FormMaking fixture scripts', () => {
  it('behave the same in sandbox mode as in trusted mode', async () => {
    const [trusted, trustedUnhandled] = await recordingUnhandled(() => drive(true));
    expect(trustedUnhandled).toEqual(['request hook executed']);
    expect(globalThis.__fmScriptRan).toBe(true);
    globalThis.__fmScriptRan = undefined;
    const [sandboxed, sandboxUnhandled] = await recordingUnhandled(() => drive('sandbox'));
    // In the sandbox the script's rejection stays there.
    expect(sandboxUnhandled).toEqual([]);

    expect(trusted.cities).toEqual([{ value: 'bj', label: '北京' }]);
    expect(trusted.rejected).toBe('request hook executed');
    expect(trusted.amountMessages).toEqual(['金额必须大于0']);
    expect(trusted.amountValid).toBe(true);
    expect(trusted.urls).toEqual(['https://api.example.com/dict/cities']);
    expect(trusted.notices).toContain('脚本“onAmountChange”执行出错：event script executed');

    expect(sandboxed.cities).toEqual(trusted.cities);
    expect(sandboxed.rejected).toBe(trusted.rejected);
    expect(sandboxed.amountMessages).toEqual(trusted.amountMessages);
    expect(sandboxed.amountValid).toBe(trusted.amountValid);
    expect(sandboxed.urls).toEqual(trusted.urls);
    // The sandbox also names the data-source function that threw.
    for (const notice of trusted.notices) expect(sandboxed.notices).toContain(notice);
    expect(sandboxed.notices).toContain(
      '脚本“初始化数据.requestFunc”执行出错：request hook executed',
    );
    // The scripts' `globalThis` was the sandbox's, not the page's.
    expect(globalThis.__fmScriptRan).toBeUndefined();
  });
});
