import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type FilePage = RouteData<typeof API.files.page>;
export type FilePageQuery = RouteBody<typeof API.files.page>;
export type FileEntry = FilePage['list'][number];
export type FileUrl = RouteData<typeof API.files.url>;
export type UploadToken = RouteData<typeof API.storage.uploadToken>;
export type UploadTokenQuery = RouteQuery<typeof API.storage.uploadToken>;

/** An application's stored files: the list, download addresses, deleting, upload tokens. */
export const filesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    filePage: build.query<FilePage, FilePageQuery>({
      query: (body) => ({ route: API.files.page, body }),
      providesTags: ['StoredFile'],
    }),
    /** The download address (signed for a while when the file is private). */
    fileUrl: build.mutation<FileUrl, { key: string }>({
      query: (query) => ({ route: API.files.url, query }),
    }),
    removeFiles: build.mutation<{ affected: number }, string[]>({
      query: (keys) => ({ route: API.files.remove, body: { keys } }),
      invalidatesTags: ['StoredFile'],
    }),
    /** A token for the storage protocol (chunked uploads), the files recorded as the app's. */
    uploadToken: build.mutation<UploadToken, UploadTokenQuery>({
      query: (query) => ({ route: API.storage.uploadToken, query }),
    }),
  }),
});

export const {
  useFilePageQuery,
  useFileUrlMutation,
  useRemoveFilesMutation,
  useUploadTokenMutation,
} = filesApi;
