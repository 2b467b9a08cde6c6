/**
 * The contract between the renderer's core (form store, form items, containers, remote data,
 * scripts) and the widget components. A widget renders one control and nothing else: the core
 * gives it the value, the choices, the error and the services, and draws label, required mark,
 * error text and visibility around it. Host apps implement the same contract to add or replace
 * widgets through the registry.
 */
import type {
  CascaderOptionItem,
  FileUploadWidget,
  ImgUploadWidget,
  OptionItem,
  Platform,
  Widget,
} from '@org/form-schema';
import type { ComponentType, ReactNode } from 'react';

export type RendererLocale = 'zh-CN' | 'en-US';

/** Translates a renderer message key, filling `{name}` placeholders from `values`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One choice of a radio, checkbox, select or cascader, after the `props` mapping. */
export interface ChoiceItem {
  value: OptionItem['value'];
  label: string;
  children?: ChoiceItem[];
  disabled?: boolean;
}

/** The choices of a widget: static options or remote ones, with their loading state. */
export interface ChoicesState {
  items: readonly ChoiceItem[];
  /** True while remote options load (the cascader shows its loading placeholder). */
  loading: boolean;
  /** Why remote options could not be loaded; the core has already shown a toast. */
  error: string | null;
}

export interface UploadFileRequest {
  file: File;
  widget: ImgUploadWidget | FileUploadWidget;
  /** Called with 0–100 as bytes go out; never decreases. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/** A finished upload: the URL to keep in the form data, and the stored key and name. */
export interface UploadFileResult {
  url: string;
  key?: string;
  name?: string;
}

/** Runtime services the core offers to every widget. */
export interface RendererServices {
  locale: RendererLocale;
  t: Translate;
  /** HTML without anything executable (scripts, event handlers, javascript: URLs). */
  sanitizeHtml: (html: string) => string;
  /**
   * Uploads one file the way the widget's options say: a direct POST to `options.action`, or
   * cloud storage (`options.isQiniu`) with the token from the widget's token function or data
   * source. Rejects when the answer carries no URL.
   */
  uploadFile: (request: UploadFileRequest) => Promise<UploadFileResult>;
  /**
   * The upload token for a cloud-storage widget (null while none is available, e.g. the token
   * source failed); direct-mode widgets get an empty string at once.
   */
  getUploadToken: (widget: ImgUploadWidget | FileUploadWidget) => Promise<string | null>;
  /** Shows a toast. */
  notify: (notice: { type: 'error' | 'warning' | 'success' | 'info'; message: string }) => void;
  /** Content the host provides for a `blank` widget's slot (named by its model). */
  renderSlot: (
    model: string,
    props: { value: unknown; onChange: (value: unknown) => void },
  ) => ReactNode;
}

export interface WidgetComponentProps<W extends Widget = Widget> {
  widget: W;
  value: unknown;
  onChange: (value: unknown) => void;
  /**
   * Not editable: the form's edit flag is off, the widget's `options.disabled` is set, or the
   * field was disabled at runtime.
   */
  disabled: boolean;
  /** id for the main control, so the form item's label points at it. */
  id: string;
  /** The label text (also when the label is hidden), for accessible names. */
  label: string;
  /** The first validation message, while the field is invalid. */
  error: string | undefined;
  /** id of the element showing the error, for `aria-describedby`. */
  errorId: string;
  platform: Platform;
  /** MUI size derived from the form's `config.size`. */
  size: 'small' | 'medium';
  /** Choices of radio, checkbox, select and cascader; undefined for other widgets. */
  choices: ChoicesState | undefined;
  services: RendererServices;
  /** Set when the widget is a cell of a sub-table row. */
  cell?: { table: string; row: number };
}

export type WidgetComponent<W extends Widget = Widget> = ComponentType<WidgetComponentProps<W>>;

/** How a widget type (or a host's custom widget) is rendered. */
export interface WidgetRegistration<W extends Widget = Widget> {
  /**
   * The component, or (with `lazy: true`) a loader for heavy widgets (rich text) that load on
   * first use, such as `() => import('./EditorWidget').then((m) => ({ default: m.EditorWidget }))`.
   */
  component: WidgetComponent<W> | (() => Promise<{ default: WidgetComponent<W> }>);
  /**
   * True when `component` is a loader rather than a component (a function cannot tell which it
   * is without being called). The core loads it on first use and shows a placeholder meanwhile.
   */
  lazy?: boolean;
  /** Whether the core wraps the widget in a labelled form item; true by default. */
  formItem?: boolean;
}

/** Widgets by type; custom widgets are registered under `custom:{el}`. */
export type WidgetRegistry = Readonly<Record<string, WidgetRegistration<never>>>;

/** Re-exported so widget authors need only this module. */
export type { CascaderOptionItem, OptionItem };
