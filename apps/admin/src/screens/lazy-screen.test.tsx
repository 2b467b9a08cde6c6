import type { KitDispatch } from '@org/app-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE } from '@org/app-kit/list';
import { FIRST_PAGE_WAIT_MS, type PageEndpoint, lazyScreen } from './lazy-screen';

/** A page endpoint whose answer comes when `answer` is called; it records what was asked. */
function slowEndpoint() {
  const asked: unknown[] = [];
  let answer = () => undefined as void;
  const answered = new Promise<void>((done) => (answer = done));
  const endpoint = {
    initiate: (arg: typeof FIRST_PAGE) => () => {
      asked.push(arg);
      return answered;
    },
  } as unknown as PageEndpoint;
  return { endpoint, asked, answer: () => answer() };
}

/** Runs thunks, as the store's dispatch does. */
const dispatch = ((action: unknown) =>
  typeof action === 'function' ? (action as () => unknown)() : action) as KitDispatch;

const Screen = ({ title }: { title: string }) => <h1>{title}</h1>;

afterEach(() => vi.useRealTimers());

describe('lazyScreen', () => {
  it('asked for its first page first, draws once that page is in, not empty before', async () => {
    const { endpoint, asked, answer } = slowEndpoint();
    const Lazy = lazyScreen(async () => Screen, endpoint);
    Lazy.prefetchFirstPage?.(dispatch);
    expect(asked).toEqual([FIRST_PAGE]);
    render(<Lazy title="职务管理" />);
    // its code is in after this, its rows are not: still the spinner
    await act(async () => undefined);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => answer());
    expect(screen.getByRole('heading', { name: '职务管理' })).toBeInTheDocument();
  });

  it('draws without its rows when they take longer than the wait', async () => {
    vi.useFakeTimers();
    const { endpoint } = slowEndpoint();
    const Lazy = lazyScreen(async () => Screen, endpoint);
    Lazy.prefetchFirstPage?.(dispatch);
    render(<Lazy title="用户管理" />);
    await act(async () => vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: '用户管理' })).toBeInTheDocument();
  });

  it('draws as soon as its code is in when nothing was asked ahead', async () => {
    const Lazy = lazyScreen(async () => Screen);
    render(<Lazy title="数据字典" />);
    expect(await screen.findByRole('heading', { name: '数据字典' })).toBeInTheDocument();
  });

  it('with its code run ahead (while signing in), still waits for its first page', async () => {
    const { endpoint, answer } = slowEndpoint();
    let imports = 0;
    const Lazy = lazyScreen(async () => {
      imports += 1;
      return Screen;
    }, endpoint);
    await Lazy.preloadCode();
    Lazy.prefetchFirstPage?.(dispatch);
    render(<Lazy title="用户管理" />);
    await act(async () => undefined);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => answer());
    expect(screen.getByRole('heading', { name: '用户管理' })).toBeInTheDocument();
    expect(imports).toBe(1);
  });
});
