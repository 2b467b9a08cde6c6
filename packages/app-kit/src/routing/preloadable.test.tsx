import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

/** A load that resolves or fails when told to, counting how often it was started. */
function controlledLoad<P extends object>(component: (props: P) => ReactNode) {
  const control: { starts: number; resolve: () => void; reject: (error: Error) => void } = {
    starts: 0,
    resolve: () => undefined,
    reject: () => undefined,
  };
  const load = () => {
    control.starts += 1;
    return new Promise<(props: P) => ReactNode>((resolve, reject) => {
      control.resolve = () => resolve(component);
      control.reject = reject;
    });
  };
  return { control, load };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('shows the fallback while the code loads, then the component with its props', async () => {
    const { control, load } = controlledLoad(({ name }: { name: string }) => <p>hello {name}</p>);
    const Greeting = preloadable(load, <p>loading</p>);
    render(<Greeting name="Ada" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => control.resolve());
    expect(screen.getByText('hello Ada')).toBeInTheDocument();
    expect(control.starts).toBe(1);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const { control, load } = controlledLoad(() => <p>ready</p>);
    const Ready = preloadable(load, <p>loading</p>);
    const loaded = Ready.preload();
    control.resolve();
    await loaded;
    const drawn: string[] = [];
    function Probe() {
      useEffect(() => void drawn.push(document.body.textContent ?? ''));
      return null;
    }
    render(
      <>
        <Ready />
        <Probe />
      </>,
    );
    // the first commit already holds the component
    expect(drawn[0]).toBe('ready');
    expect(control.starts).toBe(1);
  });

  it('loads once for several renders and preloads', async () => {
    const { control, load } = controlledLoad(() => <p>once</p>);
    const Once = preloadable(load);
    void Once.preload();
    render(
      <>
        <Once />
        <Once />
      </>,
    );
    await act(async () => control.resolve());
    expect(screen.getAllByText('once')).toHaveLength(2);
    expect(control.starts).toBe(1);
  });

  it('hands a failed load to the nearest error boundary', async () => {
    const { control, load } = controlledLoad(() => <p>never</p>);
    const Broken = preloadable(load, <p>loading</p>);
    const quiet = console.error;
    console.error = () => undefined; // React reports the caught error
    try {
      render(
        <Boundary>
          <Broken />
        </Boundary>,
      );
      await act(async () => control.reject(new Error('chunk failed')));
      expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
    } finally {
      console.error = quiet;
    }
  });

  it('shows the component when its code arrives between drawing the fallback and its effects', async () => {
    const { control, load } = controlledLoad(() => <p>loaded</p>);
    const Lazy = preloadable(load, <p>loading</p>);
    /** Lets the code arrive as the fallback is committed, before the passive effects run. */
    function ArriveOnCommit() {
      useLayoutEffect(() => control.resolve(), []);
      return null;
    }
    // outside `act`, as in the browser: an ordinary update's passive effects run a task later
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      root.render(
        <>
          <Lazy />
          <ArriveOnCommit />
        </>,
      );
      await waitFor(() => expect(container).toHaveTextContent('loaded'));
    } finally {
      root.unmount();
      container.remove();
      environment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
