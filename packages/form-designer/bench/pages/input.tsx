/**
 * The benchmark page for real input: `<FormDesigner ref>` as a host embeds it, given a form of
 * N single-line inputs (each with a label and a required rule, the form the peer designers were
 * measured with) through `setDefinition`. The page only watches: run.mjs clicks and types with
 * Chromium's own (trusted) input, and the page reports the time from the pointer-down or
 * key-down event to the first frame painted with the result.
 */
import { DEFAULT_FORM_CONFIG, createWidget, type FormDefinition } from '@org/form-schema';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { FormDesigner, type FormDesignerHandle } from '../../src/index';

declare global {
  interface Window {
    inputBench: {
      /** Hands the designer a form of `count` inputs; ms until the paint that shows them. */
      load(count: number): Promise<number>;
      /** The key of the `index`-th widget. */
      keyAt(index: number): string;
      /** Waits for the next pointer-down, then for a frame whose property panel shows `key`. */
      armSelect(key: string): void;
      /** Waits for the next key-down, then for a frame whose canvas shows `label` on `key`. */
      armEdit(key: string, label: string): void;
      /** The armed measure: ms from the input event to the paint after the result showed. */
      result(): Promise<number>;
    };
  }
}

function inputForm(count: number): FormDefinition {
  const list = Array.from({ length: count }, (_, index) => {
    const widget = createWidget('input');
    return {
      ...widget,
      name: `Field ${index + 1}`,
      options: { ...widget.options, required: true },
    } as typeof widget;
  });
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

const designer = createRef<FormDesignerHandle>();
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <FormDesigner ref={designer} locale="en-US" height="100vh" />
  </ThemeProvider>,
);

/** Resolves with the time after the paint of the first frame in which `shown()` holds. */
function paintedWhen(shown: () => boolean): Promise<number> {
  return new Promise((done) => {
    const frame = () => {
      if (!shown()) {
        requestAnimationFrame(frame);
        return;
      }
      // A task posted from the frame callback runs once that frame has been painted.
      setTimeout(() => done(performance.now()), 0);
    };
    requestAnimationFrame(frame);
  });
}

let pending: Promise<number> = Promise.reject(new Error('nothing armed'));
pending.catch(() => {});

function arm(type: 'pointerdown' | 'keydown', shown: () => boolean) {
  pending = new Promise((done) => {
    window.addEventListener(
      type,
      (event) => {
        const start = event.timeStamp;
        void paintedWhen(shown).then((end) => done(end - start));
      },
      { capture: true, once: true },
    );
  });
}

const panel = () => document.querySelector('aside');
const item = (key: string) => document.querySelector(`[data-widget-key="${key}"]`);

window.inputBench = {
  async load(count) {
    const definition = inputForm(count);
    const start = performance.now();
    designer.current!.setDefinition(definition);
    const last = definition.list.at(-1)!.key;
    return (await paintedWhen(() => item(last) !== null)) - start;
  },
  keyAt: (index) => designer.current!.getDefinition().list[index]!.key,
  armSelect(key) {
    const name = designer.current!.getDefinition().list.find((w) => w.key === key)!.name;
    arm('pointerdown', () =>
      [...(panel()?.querySelectorAll('input') ?? [])].some((input) => input.value === name),
    );
  },
  armEdit(key, label) {
    arm('keydown', () => item(key)?.querySelector('.fd-label')?.textContent === label);
  },
  result: () => pending,
};
