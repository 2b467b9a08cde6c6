import {
  API,
  MAX_PAGE_SIZE,
  type RoleOption,
  type RouteBody,
  type RouteData,
} from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type UserGroupPage = RouteData<typeof API.userGroup.page>;
export type UserGroup = UserGroupPage['list'][number];
export type UserGroupQuery = RouteBody<typeof API.userGroup.page>;
export type UserGroupCreate = RouteBody<typeof API.userGroup.create>;
export type UserGroupUpdate = RouteBody<typeof API.userGroup.update>;
export type GroupMembersQuery = RouteBody<typeof API.userGroup.members>;
export type GroupMembersPage = RouteData<typeof API.userGroup.members>;
export type GroupMember = GroupMembersPage['list'][number];
export type GroupMembersBody = RouteBody<typeof API.userGroup.addMembers>;
export type GroupRolesBody = RouteBody<typeof API.userGroup.setRoles>;
export type RolePage = RouteData<typeof API.role.page>;

/** The user group screen's calls (用户组管理): groups, their members and their roles. */
export const userGroupApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    userGroupPage: build.query<UserGroupPage, UserGroupQuery>({
      query: (body) => ({ route: API.userGroup.page, body }),
      providesTags: ['UserGroup'],
    }),
    createUserGroup: build.mutation<UserGroup, UserGroupCreate>({
      query: (body) => ({ route: API.userGroup.create, body, silent: true }),
      invalidatesTags: ['UserGroup'],
    }),
    updateUserGroup: build.mutation<UserGroup, UserGroupUpdate>({
      query: (body) => ({ route: API.userGroup.update, body, silent: true }),
      invalidatesTags: ['UserGroup'],
    }),
    removeUserGroups: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.userGroup.remove, body: { ids } }),
      invalidatesTags: ['UserGroup', 'User'],
    }),
    groupMembers: build.query<GroupMembersPage, GroupMembersQuery>({
      query: (body) => ({ route: API.userGroup.members, body }),
      providesTags: ['UserGroup'],
    }),
    addGroupMembers: build.mutation<{ affected: number }, GroupMembersBody>({
      query: (body) => ({ route: API.userGroup.addMembers, body, silent: true }),
      invalidatesTags: ['UserGroup', 'User'],
    }),
    removeGroupMembers: build.mutation<{ affected: number }, GroupMembersBody>({
      query: (body) => ({ route: API.userGroup.removeMembers, body }),
      invalidatesTags: ['UserGroup', 'User'],
    }),
    groupRoles: build.query<RoleOption[], { groupId: number }>({
      query: (query) => ({ route: API.userGroup.roles, query }),
      providesTags: ['UserGroup'],
    }),
    /** Every role to choose from, read page by page from the role list. */
    roleChoices: build.query<RoleOption[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const roles: RoleOption[] = [];
        for (let pageNo = 1; ; pageNo += 1) {
          const answer = await baseQuery({
            route: API.role.page,
            body: { pageNo, pageSize: MAX_PAGE_SIZE, sortBy: 'sort' },
          });
          if (answer.error) return { error: answer.error };
          const page = answer.data as RolePage;
          roles.push(
            ...page.list.map(({ id, roleCode, roleName }) => ({ id, roleCode, roleName })),
          );
          if (page.list.length === 0 || pageNo * MAX_PAGE_SIZE >= page.total) break;
        }
        return { data: roles };
      },
      providesTags: ['Role'],
    }),
    setGroupRoles: build.mutation<RoleOption[], GroupRolesBody>({
      query: (body) => ({ route: API.userGroup.setRoles, body, silent: true }),
      invalidatesTags: ['UserGroup', 'User'],
    }),
  }),
});

export const {
  useUserGroupPageQuery,
  useCreateUserGroupMutation,
  useUpdateUserGroupMutation,
  useRemoveUserGroupsMutation,
  useGroupMembersQuery,
  useAddGroupMembersMutation,
  useRemoveGroupMembersMutation,
  useGroupRolesQuery,
  useRoleChoicesQuery,
  useSetGroupRolesMutation,
} = userGroupApi;
