import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type UserPage = RouteData<typeof API.user.page>;
export type User = UserPage['list'][number];
export type UserDetail = RouteData<typeof API.user.get>;
export type UserQuery = RouteBody<typeof API.user.page>;
export type UserCreate = RouteBody<typeof API.user.create>;
export type UserUpdate = RouteBody<typeof API.user.update>;
export type ResetPasswordResult = RouteData<typeof API.user.resetPassword>;
export type OrgNode = RouteData<typeof API.org.tree>[number];

/** The user screen's calls (用户管理). */
export const userApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    userPage: build.query<UserPage, UserQuery>({
      query: (body) => ({ route: API.user.page, body }),
      providesTags: ['User'],
    }),
    userDetail: build.query<UserDetail, number>({
      query: (id) => ({ route: API.user.get, query: { id } }),
      providesTags: ['User'],
    }),
    userOrgTree: build.query<OrgNode[], void>({
      query: () => ({ route: API.org.tree, query: {} }),
      providesTags: ['Org'],
    }),
    createUser: build.mutation<UserDetail, UserCreate>({
      query: (body) => ({ route: API.user.create, body, silent: true }),
      invalidatesTags: ['User'],
    }),
    updateUser: build.mutation<UserDetail, UserUpdate>({
      query: (body) => ({ route: API.user.update, body, silent: true }),
      invalidatesTags: ['User'],
    }),
    removeUsers: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.user.remove, body: { ids } }),
      invalidatesTags: ['User'],
    }),
    setUserStatus: build.mutation<{ affected: number }, { ids: number[]; status: 0 | 1 }>({
      query: (body) => ({ route: API.user.setStatus, body }),
      invalidatesTags: ['User'],
    }),
    unlockUsers: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.user.unlock, body: { ids } }),
      invalidatesTags: ['User'],
    }),
    resetPassword: build.mutation<ResetPasswordResult, { id: number; password?: string }>({
      query: (body) => ({ route: API.user.resetPassword, body, silent: true }),
      invalidatesTags: ['User'],
    }),
    setUserRoles: build.mutation<UserDetail, RouteBody<typeof API.user.setRoles>>({
      query: (body) => ({ route: API.user.setRoles, body, silent: true }),
      invalidatesTags: ['User', 'Role', 'UserGroup'],
    }),
    setUserOrgs: build.mutation<UserDetail, RouteBody<typeof API.user.setOrgs>>({
      query: (body) => ({ route: API.user.setOrgs, body, silent: true }),
      invalidatesTags: ['User', 'Org'],
    }),
    setUserPositions: build.mutation<UserDetail, RouteBody<typeof API.user.setPositions>>({
      query: (body) => ({ route: API.user.setPositions, body, silent: true }),
      invalidatesTags: ['User', 'Position'],
    }),
    setUserGroups: build.mutation<UserDetail, RouteBody<typeof API.user.setGroups>>({
      query: (body) => ({ route: API.user.setGroups, body, silent: true }),
      invalidatesTags: ['User', 'UserGroup'],
    }),
  }),
});

export const {
  useUserPageQuery,
  useUserDetailQuery,
  useUserOrgTreeQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useRemoveUsersMutation,
  useSetUserStatusMutation,
  useUnlockUsersMutation,
  useResetPasswordMutation,
  useSetUserRolesMutation,
  useSetUserOrgsMutation,
  useSetUserPositionsMutation,
  useSetUserGroupsMutation,
} = userApi;
