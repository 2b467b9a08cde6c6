import { DEFAULT_FORM_CONFIG, type FormDefinition } from '@org/form-schema';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { customWidgetRegistry, DesignerWidgetsContext } from './designer/custom-widgets';
import { DesignerFrame } from './designer/DesignerFrame';
import { DesignerTheme } from './designer/DesignerTheme';
import {
  checkDefinition,
  createDesignerHandle,
  type FormDesignerHandle,
} from './designer/designer-handle';
import { resolveLocale } from './designer/locale';
import { createNoticeQueue } from './designer/notice-queue';
import { NoticeSnackbar } from './designer/NoticeSnackbar';
import { useNoticeForwarding } from './designer/notices';
import type { FormDesignerOptions } from './designer/options';
import { revealWidget } from './designer/reveal';
import { useDesignerShortcuts } from './designer/shortcuts';
import { createDesignerI18n, type DesignerLocale } from './i18n';
import { clearStoredHistory, type StoredHistoryScope } from './persistence/history-storage';
import { RestoredHistoryNotice } from './persistence/RestoredHistoryNotice';
import {
  storedHistoryToRestore,
  useHistoryPersistence,
} from './persistence/use-history-persistence';
import { DesignerServicesContext } from './services/context';
import { createDefaultServices, type DefaultServicesOptions } from './services/defaults';
import type { DesignerServices } from './services/types';
import { designerActions } from './store/designer-slice';
import { DesignerStoreProvider } from './store/DesignerStoreProvider';
import { createDesignerStore } from './store/designer-store';

/**
 * What the host may give instead of the defaults: any service, or how the default look-ups
 * reach the server (a ready HTTP client, or a base URL and token getter for one).
 */
export type FormDesignerServices = Partial<DesignerServices> &
  Omit<DefaultServicesOptions, 'notify'>;

export interface FormDesignerProps {
  /**
   * The definition, when the host controls it (with `onChange`). A value other than the last
   * one the designer reported replaces the form and starts a new undo history.
   */
  value?: FormDefinition;
  /** The starting definition, when the designer keeps it itself. */
  defaultValue?: FormDefinition;
  /** Called with the new definition once per recorded change (and on undo and redo). */
  onChange?: (definition: FormDefinition) => void;
  /** Toolbar buttons, palette groups and widget types offered, host widgets. */
  options?: FormDesignerOptions;
  /** The designer's language; by default the page's (`<html lang>`), else zh-CN. */
  locale?: DesignerLocale;
  /** Look-ups, upload token and notifier; defaults over `@org/http-client`. */
  services?: FormDesignerServices;
  /**
   * Keeps the undo history in the browser's storage, per form and user: reloading the
   * designer on the same form and revision brings back the canvas and its undo steps (with a
   * notice offering to discard them). A new `revision` (after a save) clears what was kept;
   * `clearStoredHistory` clears it when the host discards the changes. Changing `formId` or
   * `userId` needs a new designer (a React `key`).
   */
  persistHistory?: StoredHistoryScope;
  /** Height of the designer; it fills its container by default. */
  height?: number | string;
  ref?: Ref<FormDesignerHandle>;
}

/** The same object while its members are the same, so an inline `services={{…}}` is cheap. */
function useShallowStable<T extends object>(value: T | undefined): T | undefined {
  const kept = useRef(value);
  const current = kept.current;
  const same =
    current === value ||
    (!!current &&
      !!value &&
      Object.keys(current).length === Object.keys(value).length &&
      Object.entries(value).every(
        ([name, member]) => (current as Record<string, unknown>)[name] === member,
      ));
  useEffect(() => {
    if (!same) kept.current = value;
  });
  return same ? current : value;
}

/** The designer's starting form: the given one when valid, else an empty one (and why). */
function initialDefinition(
  given: FormDefinition | undefined,
): [FormDefinition | undefined, Error | null] {
  if (given === undefined) return [undefined, null];
  try {
    return [checkDefinition(given), null];
  } catch (error) {
    return [undefined, error as Error];
  }
}

/**
 * The drag-and-drop form designer: palette, canvas, field tree and property panels under a
 * toolbar. Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`); the ref gives
 * `getDefinition`, `setDefinition`, `clear`, `undo`, `redo`, `canUndo`, `canRedo`, `select`
 * and `getSelected`.
 */
export function FormDesigner(props: FormDesignerProps) {
  const { value, defaultValue, onChange, options, locale, ref } = props;
  const hostServices = useShallowStable(props.services);
  const [start] = useState(() => initialDefinition(value ?? defaultValue));
  const [restored, setRestored] = useState(() =>
    props.persistHistory ? storedHistoryToRestore(props.persistHistory) : null,
  );
  const [store] = useState(() => {
    const created = createDesignerStore(start[0]);
    if (restored) created.dispatch(designerActions.historyRestored(restored.history));
    return created;
  });
  const [i18n] = useState(() => createDesignerI18n(resolveLocale(locale)));
  const [queue] = useState(createNoticeQueue);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const next = resolveLocale(locale);
    if (i18n.language !== next) void i18n.changeLanguage(next);
  }, [i18n, locale]);

  const services = useMemo<DesignerServices>(() => {
    const { client, baseURL, getToken, endpoints, ...given } = hostServices ?? {};
    const notify = given.notify ?? queue.notify;
    const defaults = createDefaultServices({ client, baseURL, getToken, endpoints, notify });
    return { ...defaults, ...given, notify };
  }, [hostServices, queue]);

  useEffect(() => {
    const [, problem] = start;
    if (problem) services.notify({ type: 'error', message: problem.message });
  }, [start, services]);

  // onChange: once per change of the definition the store holds, none for the host's own value.
  // A restored history changes the host's form before any edit: it is reported at mount.
  const [given] = useState(() => start[0] ?? { list: [], config: { ...DEFAULT_FORM_CONFIG } });
  const reported = useRef<FormDefinition>(restored ? given : store.getState().designer.definition);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    const report = () => {
      const { definition } = store.getState().designer;
      if (definition === reported.current) return;
      reported.current = definition;
      onChangeRef.current?.(definition);
    };
    report();
    return store.subscribe(report);
  }, [store]);

  // The last value refused, so that it is reported once, not on every render.
  const refused = useRef<FormDefinition | undefined>(
    start[1] ? (value ?? defaultValue) : undefined,
  );
  // Only a new value replaces the form (not the first one, which a restored history replaced).
  const seen = useRef(value);
  useEffect(() => {
    if (value === seen.current) return;
    seen.current = value;
    if (value === undefined || value === reported.current || value === refused.current) return;
    try {
      const checked = checkDefinition(value);
      reported.current = checked;
      store.dispatch(designerActions.definitionReset(checked));
      setRestored(null);
    } catch (error) {
      refused.current = value;
      services.notify({ type: 'error', message: (error as Error).message });
    }
  }, [value, store, services]);

  const customWidgets = options?.customWidgets;
  const widgets = useMemo(() => customWidgetRegistry(customWidgets), [customWidgets]);

  const reveal = useCallback((key: string) => revealWidget(root.current, key), []);
  useImperativeHandle(ref, () => createDesignerHandle(store, reveal), [store, reveal]);

  useDesignerShortcuts(root, store);
  const translate = useCallback(
    (code: string, fallback: string) =>
      i18n.t(`notice.${code}`, { defaultValue: fallback, message: fallback }),
    [i18n],
  );
  useNoticeForwarding(store, services, translate);

  const persistHistory = props.persistHistory;
  useHistoryPersistence(store, persistHistory);
  const discardRestored = useCallback(() => {
    if (persistHistory) clearStoredHistory(persistHistory);
    store.dispatch(designerActions.definitionReset(given));
    setRestored(null);
  }, [persistHistory, store, given]);
  const banner = restored && (
    <RestoredHistoryNotice
      savedAt={restored.savedAt}
      steps={restored.history.index}
      onDiscard={discardRestored}
      onClose={() => setRestored(null)}
    />
  );

  return (
    <I18nextProvider i18n={i18n} defaultNS="core">
      <DesignerTheme>
        <DesignerServicesContext.Provider value={services}>
          <DesignerStoreProvider store={store}>
            <DesignerWidgetsContext.Provider value={widgets}>
              <DesignerFrame ref={root} options={options} height={props.height} banner={banner} />
            </DesignerWidgetsContext.Provider>
            <NoticeSnackbar queue={queue} />
          </DesignerStoreProvider>
        </DesignerServicesContext.Provider>
      </DesignerTheme>
    </I18nextProvider>
  );
}
