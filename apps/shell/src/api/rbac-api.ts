import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type RolePage = RouteData<typeof API.role.page>;
export type AppRole = RolePage['list'][number];
export type RolePageQuery = RouteBody<typeof API.role.page>;
export type RoleCreate = RouteBody<typeof API.role.create>;
export type RoleUpdate = RouteBody<typeof API.role.update>;
export type RoleSaved = RouteData<typeof API.role.create>;
export type RoleGrant = RouteData<typeof API.role.resources>;
export type RoleGrantBody = RouteBody<typeof API.role.grant>;
export type RoleUserPage = RouteData<typeof API.role.users>;
export type RoleUserQuery = RouteBody<typeof API.role.users>;
export type RoleUsersBody = RouteBody<typeof API.role.addUsers>;
export type ResourceTree = RouteData<typeof API.resource.tree>;
export type ResourceNode = ResourceTree[number];
export type ResourceTreeQuery = RouteQuery<typeof API.resource.tree>;
export type ResourceCreate = RouteBody<typeof API.resource.create>;
export type ResourceUpdate = RouteBody<typeof API.resource.update>;
export type ResourceSaved = RouteData<typeof API.resource.create>;
export type ResourceMove = RouteBody<typeof API.resource.move>;
export type ResourceSort = RouteBody<typeof API.resource.sort>;

/**
 * An application's roles and resources, on the server's role and resource calls: roles of type
 * APP with the application's id, and the resources whose `appId` is the application's. One set
 * of rules on the server (an application's role holds only its application's resources).
 * Changes are `silent`: the dialogs and the kit's resource page show a refusal themselves.
 */
export const rbacApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    rbacRolePage: build.query<RolePage, RolePageQuery>({
      query: (body) => ({ route: API.role.page, body }),
      providesTags: ['Role'],
    }),
    rbacCreateRole: build.mutation<RoleSaved, RoleCreate>({
      query: (body) => ({ route: API.role.create, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    rbacUpdateRole: build.mutation<RoleSaved, RoleUpdate>({
      query: (body) => ({ route: API.role.update, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    rbacRemoveRoles: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.role.remove, body: { ids }, silent: true }),
      invalidatesTags: ['Role'],
    }),
    rbacRoleGrant: build.query<RoleGrant, number>({
      query: (roleId) => ({ route: API.role.resources, query: { roleId } }),
      providesTags: ['Role'],
    }),
    rbacGrantRole: build.mutation<RoleGrant, RoleGrantBody>({
      query: (body) => ({ route: API.role.grant, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    rbacRoleUsers: build.query<RoleUserPage, RoleUserQuery>({
      query: (body) => ({ route: API.role.users, body }),
      providesTags: ['Role'],
    }),
    rbacAddRoleUsers: build.mutation<{ affected: number }, RoleUsersBody>({
      query: (body) => ({ route: API.role.addUsers, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    rbacRemoveRoleUsers: build.mutation<{ affected: number }, RoleUsersBody>({
      query: (body) => ({ route: API.role.removeUsers, body, silent: true }),
      invalidatesTags: ['Role'],
    }),
    rbacResourceTree: build.query<ResourceTree, ResourceTreeQuery>({
      query: (query) => ({ route: API.resource.tree, query }),
      providesTags: ['Resource'],
    }),
    rbacCreateResource: build.mutation<ResourceSaved, ResourceCreate>({
      query: (body) => ({ route: API.resource.create, body, silent: true }),
      invalidatesTags: ['Resource'],
    }),
    rbacUpdateResource: build.mutation<ResourceSaved, ResourceUpdate>({
      query: (body) => ({ route: API.resource.update, body, silent: true }),
      invalidatesTags: ['Resource'],
    }),
    rbacRemoveResources: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.resource.remove, body: { ids }, silent: true }),
      invalidatesTags: ['Resource', 'Role'],
    }),
    rbacMoveResource: build.mutation<ResourceSaved, ResourceMove>({
      query: (body) => ({ route: API.resource.move, body, silent: true }),
      invalidatesTags: ['Resource'],
    }),
    rbacSortResources: build.mutation<{ affected: number }, ResourceSort>({
      query: (body) => ({ route: API.resource.sort, body, silent: true }),
      invalidatesTags: ['Resource'],
    }),
  }),
});

export const {
  useRbacRolePageQuery,
  useRbacCreateRoleMutation,
  useRbacUpdateRoleMutation,
  useRbacRemoveRolesMutation,
  useRbacRoleGrantQuery,
  useRbacGrantRoleMutation,
  useRbacRoleUsersQuery,
  useRbacAddRoleUsersMutation,
  useRbacRemoveRoleUsersMutation,
  useRbacResourceTreeQuery,
  useRbacCreateResourceMutation,
  useRbacUpdateResourceMutation,
  useRbacRemoveResourcesMutation,
  useRbacMoveResourceMutation,
  useRbacSortResourcesMutation,
} = rbacApi;
