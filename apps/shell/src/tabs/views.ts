/**
 * The tab bar's rules (spec §2.4), as pure functions over the list of visited views. The
 * provider persists the list in localStorage under `views` and the kept-alive keys under
 * `ROUTERKEEP`.
 */

/** localStorage key of the visited views. */
export const VIEWS_KEY = 'views';
/** localStorage key of the views whose pages are kept alive. */
export const KEEP_KEY = 'ROUTERKEEP';
/** The home page: always the first tab, never closable. */
export const HOME_PATH = '/index';
/** Every path under this prefix shares one tab. */
export const APP_CENTER_PATH = '/ApplicationCenter';

/** A visited page. `key` identifies the tab; `path` is the last full path shown in it. */
export interface View {
  key: string;
  path: string;
  /** The title's translation key (namespace `shell`). */
  titleKey: string;
  /** A label the page gave itself (an application's name), shown instead of the title. */
  label?: string;
}

export const HOME_VIEW: View = { key: HOME_PATH, path: HOME_PATH, titleKey: 'route.index' };

const APP_AREA = /^\/app\/([^/]+)(\/|$)/;

/**
 * The tab a path belongs to: all ApplicationCenter sub-paths share one; an application's own
 * pages (`/app/{appId}/…`, hidden from the tab bar) show in its home's tab.
 */
export function viewKeyOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === APP_CENTER_PATH || path.startsWith(`${APP_CENTER_PATH}/`)) return APP_CENTER_PATH;
  const app = APP_AREA.exec(path);
  if (app) return `/app/${app[1] ?? ''}`;
  return path;
}

export const isClosable = (view: Pick<View, 'key'>) => view.key !== HOME_PATH;

/** Home first, whatever the list held. */
function withHome(views: readonly View[]): View[] {
  if (views[0]?.key === HOME_PATH && !views.slice(1).some((view) => view.key === HOME_PATH)) {
    return views as View[];
  }
  const home = views.find((view) => view.key === HOME_PATH);
  return [home ?? HOME_VIEW, ...views.filter((view) => view.key !== HOME_PATH)];
}

/** Adds a visited page, or moves an open tab to the page's latest full path. */
export function visitView(views: readonly View[], view: View): View[] {
  const list = withHome(views);
  const index = list.findIndex((open) => open.key === view.key);
  if (index < 0) return [...list, view];
  const open = list[index];
  if (!open || (open.path === view.path && open.titleKey === view.titleKey)) return list;
  const next = [...list];
  next[index] = { ...open, path: view.path, titleKey: view.titleKey };
  return next;
}

/** Gives an open tab the label its page chose. */
export function labelView(views: readonly View[], key: string, label: string): View[] {
  return views.map((view) =>
    view.key === key && view.label !== label ? { ...view, label } : view,
  );
}

export interface Closed {
  views: View[];
  /** Where to go now, when the active tab was closed; null to stay. */
  navigateTo: string | null;
}

/**
 * Closes one tab. Home is never closed. Closing the active tab moves to its right-hand
 * neighbour, else its left-hand one, else to /index.
 */
export function closeView(views: readonly View[], key: string, activeKey: string): Closed {
  const list = withHome(views);
  const index = list.findIndex((view) => view.key === key);
  if (index < 0 || !isClosable({ key })) return { views: list, navigateTo: null };
  const remaining = list.filter((view) => view.key !== key);
  if (key !== activeKey) return { views: remaining, navigateTo: null };
  const neighbour = list[index + 1] ?? list[index - 1];
  return { views: remaining, navigateTo: neighbour?.path ?? HOME_PATH };
}

/** Keeps home and the chosen tab, and goes to it. */
export function closeOtherViews(views: readonly View[], key: string): Closed {
  const list = withHome(views);
  const kept = list.filter((view) => view.key === HOME_PATH || view.key === key);
  const chosen = kept.find((view) => view.key === key);
  return { views: kept, navigateTo: chosen?.path ?? HOME_PATH };
}

/** Keeps only home and goes there. */
export function closeAllViews(views: readonly View[]): Closed {
  return { views: withHome(views).slice(0, 1), navigateTo: HOME_PATH };
}

function isView(value: unknown): value is View {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.key === 'string' &&
    view.key.startsWith('/') &&
    typeof view.path === 'string' &&
    view.path.startsWith('/') &&
    typeof view.titleKey === 'string' &&
    (view.label === undefined || typeof view.label === 'string')
  );
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The persisted views (home first); entries that are not views are dropped. */
export function loadViews(storage: Storage = localStorage): View[] {
  const saved = readJson(storage, VIEWS_KEY);
  const list = Array.isArray(saved) ? saved.filter(isView) : [];
  const unique = list.filter((view, i) => list.findIndex((v) => v.key === view.key) === i);
  return withHome(unique);
}

/** The persisted kept-alive keys that still have an open tab. */
export function loadKept(views: readonly View[], storage: Storage = localStorage): string[] {
  const saved = readJson(storage, KEEP_KEY);
  const open = new Set(views.map((view) => view.key));
  return Array.isArray(saved)
    ? saved.filter((key): key is string => typeof key === 'string' && open.has(key))
    : [];
}

export function saveViews(views: readonly View[], kept: readonly string[], storage = localStorage) {
  try {
    storage.setItem(VIEWS_KEY, JSON.stringify(views));
    storage.setItem(KEEP_KEY, JSON.stringify(kept));
  } catch {
    // A full or disabled storage only costs the tabs after a reload.
  }
}
