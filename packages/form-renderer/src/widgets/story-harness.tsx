/**
 * A tiny stand-in for the form item, used by the widgets' stories and tests: it holds the value
 * in state, draws a label and the error the way the core does, gives the widget simple
 * services (the renderer's own sanitizer, a fake uploader that reports progress, texts from the message
 * table) and prints the current value in an `<output>` so tests can read it.
 */
import {
  WIDGET_CATALOGUE,
  type Widget,
  type WidgetOfType,
  type WidgetType,
} from '@org/form-schema';
import { useTheme } from '@mui/material/styles';
import { Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import type {
  ChoicesState,
  RendererLocale,
  RendererServices,
  UploadFileRequest,
  UploadFileResult,
  WidgetComponentProps,
} from '../contract';
import { BASE_STYLES, BASE_STYLES_HREF } from '../core/base-styles';
import { themeVariables } from '../core/theme-variables';
import { createTranslator } from '../i18n/translate';
import { sanitizeHtml } from '../services/sanitize-html';
import { HTML_TYPES, SanitizerGate } from '../services/SanitizerGate';

let nextKey = 1;

/** A widget of a type with the catalogue's default options, overridden by `options`. */
export function makeWidget<T extends WidgetType>(
  type: T,
  options: Partial<WidgetOfType<T>['options']> = {},
  extra: Partial<Omit<WidgetOfType<T>, 'options'>> = {},
): WidgetOfType<T> {
  const key = `w${String(nextKey++).padStart(7, '0')}`;
  const spec = WIDGET_CATALOGUE[type];
  const widget = {
    type,
    key,
    model: `${type}_${key}`,
    name: spec.names['en-US'],
    options: {
      ...spec.defaultOptions({ remoteFunc: `func_${key}`, remoteOption: `option_${key}` }),
      ...options,
    },
    rules: [],
    ...extra,
  };
  return widget as unknown as WidgetOfType<T>;
}

export interface FakeUploaderOptions {
  /** Progress values reported before the answer, in order. */
  steps?: readonly number[];
  /** Milliseconds between two progress reports. */
  interval?: number;
  /** Whether the upload of this file fails (rejects); otherwise it answers with a URL. */
  fails?: (file: File) => boolean;
  /** Whether the answer of this file carries no URL. */
  noUrl?: (file: File) => boolean;
}

/** An uploader that reports progress on a timer and answers with a URL to the file itself. */
export function createFakeUploader(
  options: FakeUploaderOptions = {},
): RendererServices['uploadFile'] {
  const steps = options.steps ?? [30, 70, 100];
  const interval = options.interval ?? 40;
  return ({ file, onProgress, signal }: UploadFileRequest) =>
    new Promise<UploadFileResult>((resolve, reject) => {
      let step = 0;
      const timer = setInterval(() => {
        if (step < steps.length) {
          onProgress(steps[step] ?? 100);
          step += 1;
          return;
        }
        clearInterval(timer);
        if (options.fails?.(file)) reject(new Error('upload failed'));
        else if (options.noUrl?.(file)) resolve({ url: '' });
        else resolve({ url: fileUrl(file), key: `key-${file.name}`, name: file.name });
      }, interval);
      signal.addEventListener('abort', () => {
        clearInterval(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

function fileUrl(file: File): string {
  if (typeof URL.createObjectURL === 'function' && file.type.startsWith('image/')) {
    return URL.createObjectURL(file);
  }
  return `/uploads/${encodeURIComponent(file.name)}`;
}

/** Services like the core's, for stories and tests; any of them can be replaced. */
export function createStoryServices(
  locale: RendererLocale = 'en-US',
  overrides: Partial<RendererServices> = {},
): RendererServices {
  return {
    locale,
    t: createTranslator(locale),
    sanitizeHtml,
    uploadFile: createFakeUploader(),
    getUploadToken: () => Promise.resolve(''),
    notify: () => undefined,
    renderSlot: () => null,
    ...overrides,
  };
}

export interface WidgetHarnessProps<W extends Widget> {
  component: ComponentType<WidgetComponentProps<W>>;
  widget: W;
  /** The starting value; the widget's `options.defaultValue` when absent. */
  value?: unknown;
  disabled?: boolean;
  error?: string;
  choices?: ChoicesState;
  locale?: RendererLocale;
  size?: 'small' | 'medium';
  platform?: WidgetComponentProps['platform'];
  services?: Partial<RendererServices>;
  /** Called with every value the widget emits. */
  onChange?: (value: unknown) => void;
}

/** Renders one widget like a form item does, with its current value printed below it. */
export function WidgetHarness<W extends Widget>(props: WidgetHarnessProps<W>) {
  const { component: Component, widget, locale = 'en-US' } = props;
  const initial =
    'value' in props ? props.value : (widget.options as { defaultValue?: unknown }).defaultValue;
  const [value, setValue] = useState<unknown>(initial);
  const id = useId();
  const errorId = `${id}-error`;
  const theme = useTheme();
  const { services: overrides, onChange: report } = props;
  const services = useMemo(() => createStoryServices(locale, overrides), [locale, overrides]);
  const control = (
    <Component
      widget={widget}
      value={value}
      onChange={(next) => {
        setValue(next);
        report?.(next);
      }}
      disabled={props.disabled ?? false}
      id={id}
      label={widget.name}
      error={props.error}
      errorId={errorId}
      platform={props.platform ?? 'pc'}
      size={props.size ?? 'small'}
      choices={props.choices}
      services={services}
    />
  );

  return (
    <div
      style={{
        display: 'grid',
        gap: 8,
        maxWidth: 560,
        // The theme's type and colours, as FormRenderer sets them on <form>.
        ...themeVariables(theme),
      }}
    >
      <style href={BASE_STYLES_HREF} precedence="default">
        {BASE_STYLES}
      </style>
      <label htmlFor={id} style={{ fontSize: 14 }}>
        {widget.name}
      </label>
      {HTML_TYPES.has(widget.type) ? (
        // Like the core: HTML is shown once the sanitizer has loaded.
        <Suspense fallback={null}>
          <SanitizerGate>{control}</SanitizerGate>
        </Suspense>
      ) : (
        control
      )}
      {props.error ? (
        <div id={errorId} style={{ color: '#d32f2f', fontSize: 12 }}>
          {props.error}
        </div>
      ) : null}
      <output aria-label="Value" style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {JSON.stringify(value) ?? 'undefined'}
      </output>
    </div>
  );
}

/** Static choices as the core hands them to a widget. */
export function staticChoices(
  items: ChoicesState['items'],
  state: Partial<Omit<ChoicesState, 'items'>> = {},
): ChoicesState {
  return { items, loading: false, error: null, ...state };
}
