import type { HttpClient } from '@org/http-client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createPlatformClient } from './api/client';
import { lazyApiMiddleware, whenApiLoaded } from './api/lazy-api';
import type { platformApi } from './api/platform-api';
import { errorNotice } from './api/error-text';
import { notify } from './notices/notify';
import { openRelogin, sessionReducer } from './session/session-slice';
import { systemReducer } from './system/system-slice';

type AxiosAdapter = NonNullable<HttpClient['axios']['defaults']['adapter']>;

/** The state RTK Query adds once `platformApi` has loaded (see `api/lazy-api.ts`). */
interface LazyState {
  [platformApi.reducerPath]: ReturnType<typeof platformApi.reducer>;
}

const reducer = combineSlices({
  session: sessionReducer,
  system: systemReducer,
}).withLazyLoadedSlices<LazyState>();
whenApiLoaded((api) => reducer.inject(api));

export type KitState = ReturnType<typeof reducer>;

export interface AppKitOptions {
  /** Answers requests instead of the network (stories and tests). */
  adapter?: AxiosAdapter;
}

/** The store and the HTTP client of an app, wired together. */
export function createAppKit(options: AppKitOptions = {}) {
  const holder: { store?: ReturnType<typeof makeStore> } = {};
  const http = createPlatformClient({
    notify: ({ error, duration }) =>
      notify(errorNotice(error), { variant: 'error', autoHideDuration: duration }),
    onRelogin: () => holder.store?.dispatch(openRelogin()),
  });
  if (options.adapter) http.axios.defaults.adapter = options.adapter;
  const store = makeStore(http);
  holder.store = store;
  // an action once the API is in, so that its state is there before its first query
  whenApiLoaded(() => store.dispatch({ type: 'kit/apiLoaded' }));
  return { store, http };
}

function makeStore(http: HttpClient) {
  return configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { http } } }).concat(lazyApiMiddleware.middleware),
    // RTK Query's answers are batched within a turn, not up to the next frame: drawn at once
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type KitStore = ReturnType<typeof makeStore>;
export type KitDispatch = KitStore['dispatch'];
