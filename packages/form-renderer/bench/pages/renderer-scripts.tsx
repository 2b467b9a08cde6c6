/**
 * The renderer with an onChange script on every field, trusted (`?scripts=trusted`) or in the
 * sandbox (`?scripts=sandbox`): the script copies the typed value into the first field with
 * `setData`. `scriptBench.scriptKeystroke` types into one field and measures, like the plain
 * keystroke, up to the task after the forced style and layout, by which the copy is drawn.
 */
import { DEFAULT_FORM_CONFIG, createWidget, type FormDefinition } from '@org/form-schema';
import { createRef } from 'react';
import { FormRenderer, type FormRendererHandle } from '../../src/index';
import { install, nextTask, setInputValue } from './harness';

const mode =
  new URLSearchParams(window.location.search).get('scripts') === 'sandbox' ? 'sandbox' : true;

declare global {
  interface Window {
    scriptBench: {
      ready(): Promise<void>;
      scriptKeystroke(index: number): Promise<{ ms: number; echoed: string }>;
    };
  }
}

function definition(count: number): FormDefinition {
  const list = Array.from({ length: count }, (_, index) => ({
    ...createWidget('input'),
    key: `k${index}`,
    model: `field_${index}`,
    name: `Field ${index}`,
    events: { onChange: 'echo' },
  }));
  return {
    list,
    config: {
      ...DEFAULT_FORM_CONFIG,
      eventScript: [
        { key: 'echo', name: 'echo', func: 'this.setData({ field_0: args.value });' },
        { key: 'ready', name: 'ready', func: 'return true;' },
      ],
    },
  };
}

const ref = createRef<FormRendererHandle>();
install((count) => <FormRenderer definition={definition(count)} scripts={mode} ref={ref} />);

window.scriptBench = {
  async ready() {
    // The script host (and in sandbox mode QuickJS) loads with the form.
    while ((await ref.current?.triggerEvent('ready')) !== true) await nextTask();
  },
  async scriptKeystroke(index) {
    const inputs = document.querySelectorAll('input');
    const input = inputs[index];
    const echo = inputs[0];
    if (!input || !echo) throw new Error(`no input ${index}`);
    await nextTask();
    const start = performance.now();
    const expected = `${input.value}a`;
    setInputValue(input, expected);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    void document.body.offsetHeight;
    await nextTask();
    while (echo.value !== expected) await nextTask();
    return { ms: performance.now() - start, echoed: echo.value };
  },
};
