import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type RolePage = RouteData<typeof API.role.page>;
export type Role = RolePage['list'][number];
export type RoleDetail = RouteData<typeof API.role.get>;
export type RoleQuery = RouteBody<typeof API.role.page>;
export type RoleCreate = RouteBody<typeof API.role.create>;
export type RoleUpdate = RouteBody<typeof API.role.update>;
export type RoleGrant = RouteData<typeof API.role.resources>;
export type RoleGrantBody = RouteBody<typeof API.role.grant>;
export type RoleDataScopeBody = RouteBody<typeof API.role.setDataScope>;
export type RoleUsersQuery = RouteBody<typeof API.role.users>;
export type RoleUsersBody = RouteBody<typeof API.role.addUsers>;
export type UserBriefPage = RouteData<typeof API.role.users>;
export type UserBrief = UserBriefPage['list'][number];
export type OrgTree = RouteData<typeof API.org.tree>;

/**
 * The role screen's calls (角色管理): roles, their resources, data scope and users. The grant and
 * the users' changes are `silent`: the kit's dialogs say a refusal where it happened.
 */
export const roleApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    rolePage: build.query<RolePage, RoleQuery>({
      query: (body) => ({ route: API.role.page, body }),
      providesTags: ['Role'],
    }),
    roleDetail: build.query<RoleDetail, number>({
      query: (id) => ({ route: API.role.get, query: { id } }),
      providesTags: ['Role'],
    }),
    createRole: build.mutation<RoleDetail, RoleCreate>({
      query: (body) => ({ route: API.role.create, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    updateRole: build.mutation<RoleDetail, RoleUpdate>({
      query: (body) => ({ route: API.role.update, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    removeRoles: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.role.remove, body: { ids } }),
      invalidatesTags: ['Role'],
    }),
    roleGrant: build.query<RoleGrant, number>({
      query: (roleId) => ({ route: API.role.resources, query: { roleId } }),
      providesTags: ['Role'],
    }),
    grantRole: build.mutation<RoleGrant, RoleGrantBody>({
      query: (body) => ({ route: API.role.grant, body, silent: true }),
      invalidatesTags: ['Role', 'Routes'],
    }),
    setRoleDataScope: build.mutation<RoleDetail, RoleDataScopeBody>({
      query: (body) => ({ route: API.role.setDataScope, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    roleUsers: build.query<UserBriefPage, RoleUsersQuery>({
      query: (body) => ({ route: API.role.users, body }),
      providesTags: ['Role', 'User'],
    }),
    addRoleUsers: build.mutation<{ affected: number }, RoleUsersBody>({
      query: (body) => ({ route: API.role.addUsers, body, silent: true }),
      invalidatesTags: ['Role', 'User'],
    }),
    removeRoleUsers: build.mutation<{ affected: number }, RoleUsersBody>({
      query: (body) => ({ route: API.role.removeUsers, body, silent: true }),
      invalidatesTags: ['Role', 'User'],
    }),
    /** The organisation tree, for a CUSTOM data scope. */
    dataScopeOrgTree: build.query<OrgTree, void>({
      query: () => ({ route: API.org.tree }),
      providesTags: ['Org'],
    }),
  }),
});

export const {
  useRolePageQuery,
  useRoleDetailQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useRemoveRolesMutation,
  useRoleGrantQuery,
  useGrantRoleMutation,
  useSetRoleDataScopeMutation,
  useRoleUsersQuery,
  useAddRoleUsersMutation,
  useRemoveRoleUsersMutation,
  useDataScopeOrgTreeQuery,
} = roleApi;
