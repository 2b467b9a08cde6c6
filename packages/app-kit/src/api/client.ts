import { type RouteHead, routeUrl } from '@org/api-contract';
import { type HttpClient, type Notifier, createHttpClient } from '@org/http-client';
import { getToken } from '../session/token';

/** What the store's thunks and queries reach through `extra`. */
export interface KitExtra {
  http: HttpClient;
}

export interface PlatformClientHooks {
  /** Shows a failure (message for `duration` ms). */
  notify?: Notifier;
  /** Opens the expired-login dialog (called once per burst). */
  onRelogin?: () => void;
}

/**
 * The one HTTP client of an app: base URL '' (every call names its full path with
 * `routeUrl`), the token from the `token` cookie, the app's language as `Accept-Language`,
 * notices and the re-login prompt as hooks.
 */
export function createPlatformClient(hooks: PlatformClientHooks = {}): HttpClient {
  return createHttpClient({
    baseURL: '',
    getToken,
    // the language the app shows (set by its i18n), so that the server's messages come in it
    getLanguage: () =>
      typeof document === 'undefined' ? undefined : document.documentElement.lang,
    ...(hooks.notify ? { notify: hooks.notify } : {}),
    ...(hooks.onRelogin ? { onRelogin: () => hooks.onRelogin?.() } : {}),
  });
}

/**
 * Arguments of a call of a contract route: the route, or only its head (method, service, path)
 * where the caller must stay small (the sign-in page calls by `authRouteHeads`).
 */
export interface CallArgs<R extends RouteHead = RouteHead> {
  route: R;
  query?: unknown;
  body?: unknown;
  /** Do not show a notice on failure (the caller shows the error itself). */
  silent?: boolean;
}

/** Calls a contract route through the client; resolves with the envelope's `data`. */
export function callRoute<T>(http: HttpClient, args: CallArgs): Promise<T> {
  const { route, query, body, silent } = args;
  return http.request<T>({
    method: route.method,
    url: routeUrl(route),
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
    ...(body === undefined ? {} : { data: body }),
    ...(silent ? { silent: true } : {}),
  });
}
