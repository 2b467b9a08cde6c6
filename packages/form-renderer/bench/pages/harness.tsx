/**
 * The in-page side of the benchmark, shared by every library: it mounts a form of N text
 * inputs, types into one field and counts how many field components rendered. Timings are
 * taken in the page with `performance.now()`. A mount reports three marks: the React commit
 * (render and DOM insertion, `flushSync`), commit plus the forced style and layout, and the
 * whole up to the next task (effects that follow the commit included).
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';

declare global {
  interface Window {
    fieldRenders: number;
    bench: {
      mount(count: number): Promise<MountTimes>;
      keystroke(index: number): Promise<{ ms: number; renders: number; value: string }>;
    };
  }
}

/** Milliseconds from the start of a mount to each of its marks. */
export interface MountTimes {
  commit: number;
  layout: number;
  total: number;
}

window.fieldRenders = 0;

/** Counts a render of a field component. */
export function countRender(): void {
  window.fieldRenders += 1;
}

/** Resolves in the next task (after React's work and the browser's for this one). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Sets an input's value as typing does (React sees the change). */
export function setInputValue(input: HTMLInputElement, value: string): void {
  setValue?.call(input, value);
}

/** Installs `window.bench` for a library: `render(count)` returns the form element. */
export function install(render: (count: number) => ReactElement): void {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  window.bench = {
    async mount(count) {
      root?.unmount();
      host?.remove();
      host = document.createElement('div');
      document.body.append(host);
      const current = createRoot(host);
      root = current;
      // The form's description (definition, schema, element tree) is the host's input, made
      // before the clock starts for every library alike; the mount is what the library does.
      const form = render(count);
      await nextTask();
      const start = performance.now();
      flushSync(() => current.render(form));
      const commit = performance.now() - start;
      void host.offsetHeight;
      const layout = performance.now() - start;
      await nextTask();
      const total = performance.now() - start;
      const inputs = host.querySelectorAll('input').length;
      if (inputs < count) throw new Error(`expected ${count} inputs, found ${inputs}`);
      return { commit, layout, total };
    },
    async keystroke(index) {
      const input = host?.querySelectorAll('input')[index];
      if (!input || !setValue) throw new Error(`no input ${index}`);
      await nextTask();
      window.fieldRenders = 0;
      const start = performance.now();
      setValue.call(input, `${input.value}a`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      void host?.offsetHeight;
      await nextTask();
      const ms = performance.now() - start;
      return { ms, renders: window.fieldRenders, value: input.value };
    },
  };
}
