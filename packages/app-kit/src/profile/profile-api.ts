// The route groups themselves, not `API`: this part loads only with the personal centre.
import { type RouteBody, type RouteData, profileRoutes, storageRoutes } from '@org/api-contract';
import type { HttpClient } from '@org/http-client';
import { callRoute } from '../api/client';
import { platformApi } from '../api/platform-api';

export type MyProfile = RouteData<typeof profileRoutes.get>;
export type ProfileUpdate = RouteBody<typeof profileRoutes.update>;
export type PasswordChange = RouteBody<typeof profileRoutes.changePassword>;
export type PasswordChanged = RouteData<typeof profileRoutes.changePassword>;
export type MySession = RouteData<typeof profileRoutes.sessions>[number];
type StoredFile = RouteData<typeof storageRoutes.directUpload>;

/**
 * The personal centre's calls. Changes are `silent`: the forms show the server's refusals
 * beside their fields.
 */
export const profileApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<MyProfile, void>({
      query: () => ({ route: profileRoutes.get }),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<MyProfile, ProfileUpdate>({
      query: (body) => ({ route: profileRoutes.update, body, silent: true }),
      invalidatesTags: ['Profile'],
    }),
    setAvatar: build.mutation<MyProfile, string | null>({
      query: (key) => ({ route: profileRoutes.avatar, body: { key }, silent: true }),
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<PasswordChanged, PasswordChange>({
      query: (body) => ({ route: profileRoutes.changePassword, body, silent: true }),
      invalidatesTags: ['Profile', 'MySession', 'OnlineSession'],
    }),
    mySessions: build.query<MySession[], void>({
      query: () => ({ route: profileRoutes.sessions }),
      providesTags: ['MySession'],
    }),
    endMySessions: build.mutation<{ affected: number }, string[]>({
      query: (sessionIds) => ({ route: profileRoutes.endSessions, body: { sessionIds } }),
      invalidatesTags: ['MySession', 'OnlineSession'],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useSetAvatarMutation,
  useChangePasswordMutation,
  useMySessionsQuery,
  useEndMySessionsMutation,
} = profileApi;

/**
 * Stores an image through the platform's direct upload (in the caller's own namespace, public)
 * and answers its key, which `setAvatar` then names.
 */
export async function uploadToStorage(http: HttpClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('fname', file.name);
  form.append('file', file, file.name);
  const stored = await callRoute<StoredFile>(http, {
    route: storageRoutes.directUpload,
    body: form,
    silent: true,
  });
  return stored.key;
}
