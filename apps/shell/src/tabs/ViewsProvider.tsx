import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  type Closed,
  type View,
  closeAllViews,
  closeOtherViews,
  closeView,
  labelView,
  loadKept,
  loadViews,
  saveViews,
  visitView,
} from './views';
import { mayLeave } from './leave-guards';

interface ViewsState {
  views: View[];
  /** Keys of the views whose pages stay mounted (kept alive). */
  kept: string[];
  /** Bumped by "refresh": the page of that view is mounted afresh. */
  generation: Record<string, number>;
}

export interface ViewsApi extends ViewsState {
  visit: (view: View) => void;
  label: (key: string, label: string) => void;
  /** Where to go after the closing (null: it was declined, stay). */
  close: (key: string, activeKey: string) => Promise<string | null>;
  closeOthers: (key: string) => Promise<string | null>;
  closeAll: () => Promise<string | null>;
  refresh: (key: string) => Promise<void>;
}

const ViewsContext = createContext<ViewsApi | null>(null);

function initialState(initial?: readonly View[]): ViewsState {
  const views = initial ? [...initial] : loadViews();
  return { views, kept: initial ? [] : loadKept(views), generation: {} };
}

/** Holds the tab bar's views and kept pages, persisted in localStorage (`views`, `ROUTERKEEP`). */
export function ViewsProvider({
  initial,
  children,
}: {
  /** Views to start with instead of the persisted ones (stories). */
  initial?: readonly View[];
  children: ReactNode;
}) {
  const [state, setState] = useState(() => initialState(initial));

  useEffect(() => saveViews(state.views, state.kept), [state.views, state.kept]);

  /**
   * Applies a closing: the views left, and only their pages kept alive. A page with unsaved
   * work asks first; declined, nothing closes (null: stay where you are).
   */
  const apply = useCallback(
    async (current: readonly View[], closed: Closed): Promise<string | null> => {
      const open = new Set(closed.views.map((view) => view.key));
      const dropped = current.filter((view) => !open.has(view.key)).map((view) => view.key);
      if (!(await mayLeave(dropped))) return null;
      setState((current) => ({
        ...current,
        views: closed.views,
        kept: current.kept.filter((key) => open.has(key)),
      }));
      return closed.navigateTo;
    },
    [],
  );

  const visit = useCallback(
    (view: View) =>
      setState((current) => {
        const views = visitView(current.views, view);
        const kept = current.kept.includes(view.key) ? current.kept : [...current.kept, view.key];
        return views === current.views && kept === current.kept
          ? current
          : { ...current, views, kept };
      }),
    [],
  );
  const label = useCallback(
    (key: string, text: string) =>
      setState((current) => {
        const views = labelView(current.views, key, text);
        return views.every((view, i) => view === current.views[i])
          ? current
          : { ...current, views };
      }),
    [],
  );
  const refresh = useCallback(async (key: string) => {
    if (!(await mayLeave([key]))) return;
    setState((current) => ({
      ...current,
      generation: { ...current.generation, [key]: (current.generation[key] ?? 0) + 1 },
    }));
  }, []);

  const api = useMemo<ViewsApi>(
    () => ({
      ...state,
      visit,
      label,
      refresh,
      close: (key, activeKey) => apply(state.views, closeView(state.views, key, activeKey)),
      closeOthers: (key) => apply(state.views, closeOtherViews(state.views, key)),
      closeAll: () => apply(state.views, closeAllViews(state.views)),
    }),
    [state, apply, visit, label, refresh],
  );

  return <ViewsContext.Provider value={api}>{children}</ViewsContext.Provider>;
}

export function useViews(): ViewsApi {
  const api = useContext(ViewsContext);
  if (!api) throw new Error('useViews must be used inside <ViewsProvider>.');
  return api;
}
