import {
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';

/**
 * What the store needs of RTK Query's `platformApi`. The API is about half of the kit's Redux
 * code, and the sign-in page calls none of it, so it comes with the signed-in part: the module
 * that defines it hands it over here when it loads, and every store takes it in then.
 */
export interface LazyApi {
  reducerPath: 'platformApi';
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

/** The stores' slot for the API's middleware (empty until the API loads). */
export const lazyApiMiddleware = createDynamicMiddleware();

let loaded: LazyApi | null = null;
const waiting = new Set<(api: LazyApi) => void>();

/** Runs `use` with the API once it has loaded (at once if it has). */
export function whenApiLoaded(use: (api: LazyApi) => void): void {
  if (loaded) use(loaded);
  else waiting.add(use);
}

/** Called once, by the module that defines the API, as it loads. */
export function apiLoaded(api: LazyApi): void {
  if (loaded) return;
  loaded = api;
  lazyApiMiddleware.addMiddleware(api.middleware);
  for (const use of waiting) use(api);
  waiting.clear();
}

/** The action that empties the API's cache, or null while the API has not loaded (nothing cached). */
export function resetApiAction(): UnknownAction | null {
  return loaded ? loaded.util.resetApiState() : null;
}
