import { API, routeUrl } from '@org/api-contract';
import { useHttp } from '@org/app-kit';
import type { RemoteFunction } from '@org/form-renderer';
import { useMemo } from 'react';
import {
  type FormScriptsRuntime,
  type RemoteFuncAnswer,
  useFormScriptsRuntimeQuery,
} from '../api/form-scripts-api';

/** What the renderer is given to run a form of an application (decision 0028). */
export interface FormScriptsHost {
  /** False while the application's runtime is being read: the form waits for it. */
  ready: boolean;
  /** `'sandbox'` when the application lets forms' scripts run; else they do not run at all. */
  scripts: 'sandbox' | false;
  /** `remote[name]`: calls the application's remote function on the server. */
  remote: Readonly<Record<string, RemoteFunction>>;
  /** The application's option lists by name (`remoteOption`). */
  remoteOption: Readonly<Record<string, unknown>>;
}

const NOTHING: FormScriptsHost = { ready: true, scripts: false, remote: {}, remoteOption: {} };

/** Why a call failed, in the server's words (the field's message when it names one). */
function reasonOf(error: unknown): Error {
  const data = (error as { data?: { errors?: { message?: unknown }[] } }).data;
  const first = data?.errors?.[0]?.message;
  if (typeof first === 'string') return new Error(first);
  return error instanceof Error ? error : new Error(String(error));
}

/** The host functions and lists of one application's runtime. */
export function hostOf(
  runtime: FormScriptsRuntime,
  call: (name: string) => Promise<unknown>,
): FormScriptsHost {
  const remote: Record<string, RemoteFunction> = {};
  for (const { name } of runtime.functions) {
    remote[name] = (resolve, reject) => {
      call(name).then(resolve, (error: unknown) => reject(reasonOf(error)));
    };
  }
  const remoteOption: Record<string, unknown> = {};
  for (const list of runtime.optionLists) remoteOption[list.name] = list.options;
  return {
    ready: true,
    scripts: runtime.sandboxScripts ? 'sandbox' : false,
    remote,
    remoteOption,
  };
}

/**
 * What a form of application `appId` runs with: its scripts in the renderer's sandbox unless
 * the application switched them off, its remote functions run by the server, its option lists.
 * Without an application, scripts stay off and nothing remote is offered. When the runtime
 * cannot be read, the form runs without them (the client has shown why).
 */
export function useFormScriptsHost(appId: number | undefined): FormScriptsHost {
  const http = useHttp();
  const skip = appId === undefined;
  const { data, isLoading } = useFormScriptsRuntimeQuery(appId ?? 0, { skip });
  return useMemo(() => {
    if (skip) return NOTHING;
    if (isLoading) return { ...NOTHING, ready: false };
    if (!data) return NOTHING;
    return hostOf(data, async (name) => {
      const answer = await http.post<RemoteFuncAnswer>(
        routeUrl(API.formScripts.call),
        { appId: data.appId, name },
        { silent: true },
      );
      return answer.options;
    });
  }, [skip, isLoading, data, http]);
}
