import type { FormDefinition, FormModel, Platform } from '@org/form-schema';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import type { RendererLocale, Translate, WidgetRegistry } from '../contract';
import { createTranslator, resolveLocale, type MessageOverrides } from '../i18n/translate';
import type { LookupEndpoints } from '../remote/lookup-service';
import type { FormApi } from '../runtime/form-api';
import { createFormRuntime, type RuntimeHost } from '../runtime/form-runtime';
import {
  createServices,
  type ServiceOverrides,
  type SlotRenderers,
} from '../services/create-services';
import { createNotifier, type Notifier } from '../services/notifier';
import type { UploadSettings } from '../services/upload-file';
import { defaultWidgets } from '../widgets';
import { DefinitionErrors } from './DefinitionErrors';
import type { RenderSettings } from './form-context';
import { FormBody } from './FormBody';
import { controlSize, labelLayout, resolvePlatform } from './layout';
import {
  prepareDefinition,
  type DefinitionPreparation,
  type PreparedDefinition,
} from './prepare-definition';
import { mergeRegistry } from './registry';
import { shallowEqual, useShallowStable } from './use-shallow-stable';

/** What the `ref` of a `FormRenderer` gives: the form's runtime API. */
export type FormRendererHandle = FormApi;

export interface FormRendererProps {
  /**
   * The form: a definition made by the designer, or a FormMaking export, as an object or as
   * JSON text. Pass a stable value (not a new object at every render): a new definition
   * rebuilds the form.
   */
  definition: unknown;
  /** Data merged over the definition's defaults when the form loads. A later change of its content is applied with `setData`. */
  value?: FormModel;
  /** pc, pad or mobile; the definition's `config.platform` when absent. */
  platform?: Platform;
  /** Whether fields are editable (default true). */
  edit?: boolean;
  /** Host functions: remote options (`remoteFunc`) and upload tokens (`tokenFunc`), called as `fn(resolve)`. */
  remote?: Readonly<Record<string, unknown>>;
  /** Host option lists for remote options of type `option`, by `remoteOption` name. */
  remoteOption?: Readonly<Record<string, unknown>>;
  /**
   * Whether the definition's code runs (event scripts, data-source request/response/error
   * functions, custom validators), and where. Off unless set.
   * - `true`: trusted, with the page's full privileges. Only for definitions whose authors
   *   may act as the person filling the form (the form's own developer, a preview).
   * - `'sandbox'`: isolated from the page in a QuickJS sandbox (WebAssembly, loaded with the
   *   first such form): no DOM, storage, cookies, token or network except `sendRequest`
   *   through the definition's data sources, with a time limit per call and a memory limit.
   *   For definitions written by others.
   */
  scripts?: boolean | 'sandbox';
  /** zh-CN or en-US (default en-US); other Chinese tags map to zh-CN. */
  locale?: RendererLocale | string;
  /** Texts replacing or adding renderer messages, per locale. */
  messages?: MessageOverrides;
  /** Widgets added to, or replacing, the default registry (custom widgets as `custom:{el}`). */
  widgets?: WidgetRegistry;
  /** Content of `blank` widgets, by model. */
  slots?: SlotRenderers;
  /** Replacements of the renderer's services (toasts, sanitizer, uploads). */
  services?: ServiceOverrides;
  /** The session token, sent as `X-Token` by data sources, lookups and uploads. */
  getToken?: () => string | null | undefined;
  /** Where the dictionary and data-view services are (remote options `dict` and `dataView`). */
  lookup?: LookupEndpoints;
  /** Upload settings: the cloud uploader, extra headers. */
  upload?: UploadSettings;
  /** `fetch` used by data sources (the global one by default). */
  fetch?: typeof fetch;
  /** Called after every change by the user: field (model), value, whole model. */
  onChange?: (field: string, value: unknown, model: FormModel) => void;
  /** Per-field change events, by model. */
  onFieldChange?: Readonly<
    Record<string, ((value: unknown, model: FormModel) => void) | undefined>
  >;
  /** Class added to the `<form>` element. */
  className?: string;
  ref?: Ref<FormRendererHandle>;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

// The toasts (MUI's snackbar and alerts) load with a form's first notice.
const Notifications = lazy(() =>
  import('../services/Notifications').then((module) => ({ default: module.Notifications })),
);

/** The form's toasts, from its first notice on. */
function Toasts({ notifier, t }: { notifier: Notifier; t: Translate }) {
  const notices = useSyncExternalStore(notifier.subscribe, notifier.list, notifier.list);
  const [shown, setShown] = useState(false);
  if (notices.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Notifications notifier={notifier} t={t} />
    </Suspense>
  );
}

function sameShallow(a: FormModel | undefined, b: FormModel | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Message overrides with the same texts per locale. */
function sameMessages(a: MessageOverrides | undefined, b: MessageOverrides | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const locales = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof MessageOverrides>;
  return [...locales].every((locale) => shallowEqual(a[locale], b[locale]));
}

/**
 * Renders a form definition. An invalid definition renders the list of its problems instead;
 * an unknown widget renders a labelled placeholder; a widget that throws is contained.
 */
export function FormRenderer(props: FormRendererProps) {
  const { definition } = props;
  const preparation = useMemo(() => prepareDefinition(definition), [definition]);
  const checked = useChecked(preparation);
  const locale = resolveLocale(props.locale);
  const messages = useShallowStable(props.messages, sameMessages);
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const prepared = checked ?? preparation.now;
  const loading = (
    <span className="fr-loading" role="status">
      {t('item.loading')}
    </span>
  );
  if (!prepared) return loading;
  if (!prepared.ok) {
    return <DefinitionErrors problems={prepared.problems} title={t('form.definitionErrors')} />;
  }
  return (
    <UncheckedBoundary checked={checked !== undefined} fallback={loading}>
      <LoadedForm
        {...props}
        definition={prepared.definition}
        checked={checked !== undefined}
        locale={locale}
        t={t}
      />
    </UncheckedBoundary>
  );
}

/**
 * Before its validation completes, a definition the runtime cannot read shows the loading line
 * (its problems follow); once the definition has passed, a failure propagates as before.
 */
class UncheckedBoundary extends Component<
  { checked: boolean; fallback: ReactNode; children: ReactNode },
  { error: unknown; retried: boolean }
> {
  override state = { error: undefined as unknown, retried: false };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('The form failed') };
  }

  static getDerivedStateFromProps(
    props: { checked: boolean },
    state: { error: unknown; retried: boolean },
  ) {
    // One more try once the definition has passed; a new definition may fail again.
    if (!props.checked) return state.retried ? { retried: false } : null;
    return state.error !== undefined && !state.retried ? { error: undefined, retried: true } : null;
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (!this.props.checked) return this.props.fallback;
    throw this.state.error;
  }
}

/** The outcome of a preparation's full check, once it is known (undefined until then). */
function useChecked(preparation: DefinitionPreparation): PreparedDefinition | undefined {
  const [outcome, setOutcome] = useState<{
    of: DefinitionPreparation;
    result: PreparedDefinition;
  }>();
  useEffect(() => {
    let current = true;
    void preparation.checked.then((result) => {
      if (current) setOutcome({ of: preparation, result });
    });
    return () => {
      current = false;
    };
  }, [preparation]);
  return outcome?.of === preparation ? outcome.result : undefined;
}

type LoadedFormProps = Omit<FormRendererProps, 'definition' | 'locale'> & {
  definition: FormDefinition;
  /** Whether the definition passed validation: the runtime starts (data sources, scripts) then. */
  checked: boolean;
  locale: RendererLocale;
  t: Translate;
};

function LoadedForm(props: LoadedFormProps) {
  const { definition, locale, t } = props;
  const formId = useId();
  const [notifier] = useState(createNotifier);
  const host: RuntimeHost & {
    overrides: ServiceOverrides | undefined;
    slots: SlotRenderers | undefined;
    value: FormModel | undefined;
    t: typeof t;
  } = {
    remote: props.remote ?? EMPTY,
    remoteOption: props.remoteOption ?? EMPTY,
    getToken: props.getToken,
    onChange: props.onChange,
    onFieldChange: props.onFieldChange,
    lookup: props.lookup ?? {},
    upload: props.upload ?? {},
    fetch: props.fetch,
    overrides: props.services,
    slots: props.slots,
    value: props.value,
    t,
  };
  const hostRef = useRef(host);
  useLayoutEffect(() => {
    hostRef.current = host;
  });

  const scripts = props.scripts;
  const runtime = useMemo(
    () =>
      createFormRuntime({
        definition,
        scripts,
        value: () => hostRef.current.value,
        host: () => hostRef.current,
        notify: (notice) => (hostRef.current.overrides?.notify ?? notifier.notify)(notice),
        t: () => hostRef.current.t,
      }),
    [definition, scripts, notifier],
  );
  useImperativeHandle(props.ref, () => runtime.api, [runtime]);

  const checked = props.checked;
  useEffect(() => {
    if (checked) runtime.start();
  }, [runtime, checked]);
  // What the scripts hold (the sandbox's runtime) is given back when the form leaves the page.
  useEffect(() => runtime.scripts.release, [runtime]);

  // Reload `option` choices when the host's lists change.
  const previousHost = useRef<RuntimeHost>(host);
  const remoteOption = props.remoteOption;
  useEffect(() => {
    const previous = previousHost.current;
    previousHost.current = hostRef.current;
    if (previous.remoteOption !== hostRef.current.remoteOption) runtime.hostChanged(previous);
  }, [runtime, remoteOption]);

  // A new `value` (by content) after load is applied like `setData`.
  const value = props.value;
  const appliedValue = useRef(value);
  useEffect(() => {
    if (sameShallow(appliedValue.current, value)) return;
    appliedValue.current = value;
    if (value) runtime.api.setData(value);
  }, [runtime, value]);

  const services = useMemo(
    () =>
      createServices({
        locale,
        t,
        notify: notifier.notify,
        uploadFile: runtime.uploadFile,
        getUploadToken: runtime.getUploadToken,
        overrides: () => hostRef.current.overrides,
        slots: () => hostRef.current.slots,
      }),
    [locale, t, notifier, runtime],
  );
  const widgets = useShallowStable(props.widgets);
  const registry = useMemo(() => mergeRegistry(defaultWidgets, widgets), [widgets]);
  const platform = resolvePlatform(props.platform, definition.config);
  const edit = props.edit !== false;
  const settings = useMemo<RenderSettings>(
    () => ({
      formId: formId.replace(/[^\w-]/g, ''),
      platform,
      edit,
      size: controlSize(definition.config.size),
      labels: labelLayout(definition.config),
      services,
      registry,
    }),
    [formId, platform, edit, definition.config, services, registry],
  );

  return (
    <>
      <FormBody runtime={runtime} settings={settings} className={props.className} />
      <Toasts notifier={notifier} t={t} />
    </>
  );
}
