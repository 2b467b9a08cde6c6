import type { ReactNode } from 'react';
import type { RendererLocale, RendererServices, Translate } from '../contract';
import { sanitizeHtml } from './sanitize-html';

/** Content for `blank` widgets, by model: a render function given the value and a setter. */
export type SlotRenderers = Readonly<
  Record<
    string,
    ((props: { value: unknown; onChange: (value: unknown) => void }) => ReactNode) | undefined
  >
>;

/** Services a host may replace; the rest come from the renderer. */
export type ServiceOverrides = Partial<
  Pick<RendererServices, 'notify' | 'sanitizeHtml' | 'uploadFile' | 'getUploadToken' | 'renderSlot'>
>;

export interface ServiceInputs {
  locale: RendererLocale;
  t: Translate;
  /** The renderer's own toasts. */
  notify: RendererServices['notify'];
  uploadFile: RendererServices['uploadFile'];
  getUploadToken: RendererServices['getUploadToken'];
  /** The host's replacements, read at each call (so a new object does not re-render fields). */
  overrides: () => ServiceOverrides | undefined;
  slots: () => SlotRenderers | undefined;
}

/** The services every widget receives. */
export function createServices(inputs: ServiceInputs): RendererServices {
  return {
    locale: inputs.locale,
    t: inputs.t,
    sanitizeHtml: (html) => (inputs.overrides()?.sanitizeHtml ?? sanitizeHtml)(html),
    uploadFile: (request) => (inputs.overrides()?.uploadFile ?? inputs.uploadFile)(request),
    getUploadToken: (widget) =>
      (inputs.overrides()?.getUploadToken ?? inputs.getUploadToken)(widget),
    notify: (notice) => (inputs.overrides()?.notify ?? inputs.notify)(notice),
    renderSlot(model, props) {
      const slot = inputs.slots()?.[model];
      if (slot) return slot(props);
      return inputs.overrides()?.renderSlot?.(model, props) ?? null;
    },
  };
}
