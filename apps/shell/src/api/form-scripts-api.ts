import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type FormSourcePage = RouteData<typeof API.formScripts.page>;
export type FormSourcePageQuery = RouteBody<typeof API.formScripts.page>;
export type FormSource = FormSourcePage['list'][number];
export type FormSourceCreate = RouteBody<typeof API.formScripts.create>;
export type FormSourceUpdate = RouteBody<typeof API.formScripts.update>;
export type FormScriptsRuntime = RouteData<typeof API.formScripts.runtime>;
export type RemoteFuncAnswer = RouteData<typeof API.formScripts.tryScript>;

/**
 * An application's remote functions and option lists (stored as its artefacts, so they share
 * the artefacts' cache tag), the form-scripts setting, and what a form runs with.
 */
export const formScriptsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    formSourcePage: build.query<FormSourcePage, FormSourcePageQuery>({
      query: (body) => ({ route: API.formScripts.page, body }),
      providesTags: ['Artefact'],
    }),
    /** Refusals are shown by the caller (under the fields of the dialog), not as notices. */
    createFormSource: build.mutation<FormSource, FormSourceCreate>({
      query: (body) => ({ route: API.formScripts.create, body, silent: true }),
      invalidatesTags: ['Artefact'],
    }),
    updateFormSource: build.mutation<FormSource, FormSourceUpdate>({
      query: (body) => ({ route: API.formScripts.update, body, silent: true }),
      invalidatesTags: ['Artefact'],
    }),
    removeFormSources: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.formScripts.remove, body: { ids } }),
      invalidatesTags: ['Artefact'],
    }),
    /** A script run as edited; its refusal (why it failed) is shown under the script. */
    tryRemoteFunc: build.mutation<RemoteFuncAnswer, { appId: number; script: string }>({
      query: (body) => ({ route: API.formScripts.tryScript, body, silent: true }),
    }),
    /** What the application's forms run with: the scripts setting, functions, option lists. */
    formScriptsRuntime: build.query<FormScriptsRuntime, number>({
      query: (appId) => ({ route: API.formScripts.runtime, query: { appId } }),
      providesTags: ['Artefact'],
    }),
    setFormScripts: build.mutation<unknown, { appId: number; sandboxScripts: boolean }>({
      query: (body) => ({ route: API.formScripts.setting, body }),
      invalidatesTags: ['Artefact'],
    }),
  }),
});

export const {
  useFormSourcePageQuery,
  useCreateFormSourceMutation,
  useUpdateFormSourceMutation,
  useRemoveFormSourcesMutation,
  useTryRemoteFuncMutation,
  useFormScriptsRuntimeQuery,
  useSetFormScriptsMutation,
} = formScriptsApi;
