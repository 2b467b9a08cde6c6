/**
 * Entry of the standalone browser build (`dist/standalone/form-renderer.standalone.js`): React,
 * ReactDOM, MUI and the renderer in one script that defines the global `OrgFormRenderer`, for
 * pages without a bundler:
 *
 *   <script src="form-renderer.standalone.js"></script>
 *   <script>
 *     const form = OrgFormRenderer.mount('#form', { definition });
 *     form.getData().then((data) => console.log(data));
 *   </script>
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FormRenderer, type FormRendererProps } from '../core/FormRenderer';
import type { FormApi } from '../runtime/form-api';

export { FormValidationError } from '../runtime/form-api';
export { DataSourceError } from '../data-sources/errors';

/** The props of `<FormRenderer>` but its ref. */
export type MountOptions = Omit<FormRendererProps, 'ref'>;

type Promised<F> = F extends (...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never;

/**
 * The form on the page: every method of the renderer's ref API, each answering a promise (it
 * waits for the form's first render), plus `update` and `unmount`.
 */
export type MountedForm = { [K in keyof FormApi]: Promised<FormApi[K]> } & {
  /** Renders the form again with these props merged over the current ones. */
  update(options: Partial<MountOptions>): void;
  /** Removes the form from the page. */
  unmount(): void;
};

const METHODS = [
  'getData',
  'getValues',
  'getValue',
  'setData',
  'reset',
  'refresh',
  'hide',
  'display',
  'disable',
  'enable',
  'addClassName',
  'removeClassName',
  'validate',
  'sendRequest',
  'setOptions',
  'setRules',
  'triggerEvent',
] as const satisfies readonly (keyof FormApi)[];

/** Renders a form into `target` (an element or a CSS selector). */
export function mount(target: Element | string, options: MountOptions): MountedForm {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element) throw new Error(`OrgFormRenderer.mount: no element matches "${String(target)}"`);
  const root = createRoot(element);
  let api: FormApi | null = null;
  let settle: (value: FormApi) => void = () => undefined;
  const ready = new Promise<FormApi>((done) => (settle = done));
  const attach = (handle: FormApi | null) => {
    api = handle;
    if (handle) settle(handle);
  };
  let props = options;
  const render = () => root.render(createElement(FormRenderer, { ...props, ref: attach }));
  flushSync(render);

  const form = {
    update(next: Partial<MountOptions>) {
      props = { ...props, ...next };
      render();
    },
    unmount() {
      root.unmount();
    },
  } as MountedForm;
  for (const name of METHODS) {
    const call = async (...args: unknown[]) => {
      const handle = api ?? (await ready);
      return (handle[name] as (...rest: unknown[]) => unknown)(...args);
    };
    Object.assign(form, { [name]: call });
  }
  return form;
}
