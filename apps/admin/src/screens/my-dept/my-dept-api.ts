import {
  API,
  type MyDeptUserRoles,
  type OrgNode,
  type RoleOption,
  type RouteBody,
  type RouteData,
} from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type MyDeptUsersQuery = RouteBody<typeof API.myDept.users>;
export type MyDeptUsersPage = RouteData<typeof API.myDept.users>;
export type MyDeptUser = MyDeptUsersPage['list'][number];
export type MyDeptUsersBody = RouteBody<typeof API.myDept.linkUsers>;
export type MyDeptUserRolesBody = RouteBody<typeof API.myDept.setUserRoles>;

/** The "my department" screen's calls (我的部门). */
export const myDeptApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    myDeptTree: build.query<OrgNode[], void>({
      query: () => ({ route: API.myDept.tree }),
      providesTags: ['MyDept'],
    }),
    myDeptUsers: build.query<MyDeptUsersPage, MyDeptUsersQuery>({
      query: (body) => ({ route: API.myDept.users, body }),
      providesTags: ['MyDept'],
    }),
    linkMyDeptUsers: build.mutation<{ affected: number }, MyDeptUsersBody>({
      query: (body) => ({ route: API.myDept.linkUsers, body, silent: true }),
      invalidatesTags: ['MyDept', 'User'],
    }),
    unlinkMyDeptUsers: build.mutation<{ affected: number }, MyDeptUsersBody>({
      query: (body) => ({ route: API.myDept.unlinkUsers, body }),
      invalidatesTags: ['MyDept', 'User'],
    }),
    myDeptRoles: build.query<RoleOption[], void>({
      query: () => ({ route: API.myDept.roles }),
      providesTags: ['MyDept', 'Role'],
    }),
    myDeptUserRoles: build.query<MyDeptUserRoles, { orgId: number; userId: number }>({
      query: (query) => ({ route: API.myDept.userRoles, query }),
      providesTags: ['MyDept'],
    }),
    setMyDeptUserRoles: build.mutation<MyDeptUserRoles, MyDeptUserRolesBody>({
      query: (body) => ({ route: API.myDept.setUserRoles, body, silent: true }),
      invalidatesTags: ['MyDept', 'User'],
    }),
  }),
});

export const {
  useMyDeptTreeQuery,
  useMyDeptUsersQuery,
  useLinkMyDeptUsersMutation,
  useUnlinkMyDeptUsersMutation,
  useMyDeptRolesQuery,
  useMyDeptUserRolesQuery,
  useSetMyDeptUserRolesMutation,
} = myDeptApi;
