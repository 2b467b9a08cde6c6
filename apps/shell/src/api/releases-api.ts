import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ReleaseInfo = RouteData<typeof API.releases.get>;
export type ReleaseFile = RouteData<typeof API.releases.export>;
export type ReleasePlan = RouteData<typeof API.releases.importPreview>;
export type ReleaseApplied = RouteData<typeof API.releases.import>;
export type ReleaseFileBody = RouteBody<typeof API.releases.import>;

/**
 * Releases (the RELEASE artefacts keep their snapshots): one release with its difference from
 * the one before, its file, and the previewed import of a file and rollback to a release. The
 * previews and the applying calls are silent: their dialogs show a refusal (an altered file,
 * conflicts) in place. Applying changes what an application holds, so every list is asked
 * again.
 */
export const releasesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    releaseInfo: build.query<ReleaseInfo, { artefactId: number }>({
      query: (query) => ({ route: API.releases.get, query, silent: true }),
      providesTags: ['Artefact'],
    }),
    releaseFile: build.query<ReleaseFile, { artefactId: number }>({
      query: (query) => ({ route: API.releases.export, query }),
    }),
    importPreview: build.mutation<ReleasePlan, ReleaseFileBody>({
      query: (body) => ({ route: API.releases.importPreview, body, silent: true }),
    }),
    importRelease: build.mutation<ReleaseApplied, ReleaseFileBody>({
      query: (body) => ({ route: API.releases.import, body, silent: true }),
      invalidatesTags: ['Artefact', 'Application', 'Form', 'DataView', 'FormTemplate', 'Role'],
    }),
    rollbackPreview: build.mutation<ReleasePlan, { artefactId: number }>({
      query: (body) => ({ route: API.releases.rollbackPreview, body, silent: true }),
    }),
    rollbackRelease: build.mutation<ReleaseApplied, { artefactId: number }>({
      query: (body) => ({ route: API.releases.rollback, body, silent: true }),
      invalidatesTags: ['Artefact', 'Application', 'Form', 'DataView', 'FormTemplate', 'Role'],
    }),
  }),
});

export const {
  useReleaseInfoQuery,
  useLazyReleaseFileQuery,
  useImportPreviewMutation,
  useImportReleaseMutation,
  useRollbackPreviewMutation,
  useRollbackReleaseMutation,
} = releasesApi;
