import type { HttpClient } from '@org/http-client';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { enqueueSnackbar } from 'notistack';
import { createPlatformClient } from './api/client';
import { platformApi } from './api/platform-api';
import { openRelogin, sessionReducer } from './session/session-slice';

type AxiosAdapter = NonNullable<HttpClient['axios']['defaults']['adapter']>;

/** Shows a failure notice (notistack's global queue; the `NoticeProvider` must be mounted). */
export function showError(message: string, duration = 5000): void {
  enqueueSnackbar(message, { variant: 'error', autoHideDuration: duration });
}

const reducer = combineReducers({
  session: sessionReducer,
  [platformApi.reducerPath]: platformApi.reducer,
});

export type KitState = ReturnType<typeof reducer>;

export interface AppKitOptions {
  /** Answers requests instead of the network (stories and tests). */
  adapter?: AxiosAdapter;
}

/** The store and the HTTP client of an app, wired together. */
export function createAppKit(options: AppKitOptions = {}) {
  const holder: { store?: ReturnType<typeof makeStore> } = {};
  const http = createPlatformClient({
    notify: ({ message, duration }) => showError(message, duration),
    onRelogin: () => holder.store?.dispatch(openRelogin()),
  });
  if (options.adapter) http.axios.defaults.adapter = options.adapter;
  const store = makeStore(http);
  holder.store = store;
  return { store, http };
}

function makeStore(http: HttpClient) {
  return configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { http } } }).concat(platformApi.middleware),
  });
}

export type KitStore = ReturnType<typeof makeStore>;
export type KitDispatch = KitStore['dispatch'];
