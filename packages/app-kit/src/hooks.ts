import type { HttpClient } from '@org/http-client';
import { createContext, useContext } from 'react';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import type { KitDispatch, KitState } from './store';

export const useKitDispatch: () => KitDispatch = useDispatch;
export const useKitSelector: TypedUseSelectorHook<KitState> = useSelector;

/** The app's HTTP client, for the few calls that are not RTK Query endpoints. */
export const HttpContext = createContext<HttpClient | null>(null);

export function useHttp(): HttpClient {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp must be used inside <AppKitProvider>.');
  return http;
}

export function useSession() {
  return useKitSelector((state) => state.session);
}
