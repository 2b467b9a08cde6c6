import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery } from '../paging';
import { IdSet, MemberSearchFields, SortNumber, UserIds } from './people';

/** A user group (用户组): users that receive roles together. */
export const UserGroup = Type.Object({
  id: Id,
  groupCode: Type.String(),
  groupName: Type.String(),
  description: Type.String(),
  sort: Type.Integer(),
  status: Status,
  memberCount: Type.Integer({ minimum: 0 }),
  roleNames: Type.Array(Type.String()),
  ...AuditFields,
});
export type UserGroup = Static<typeof UserGroup>;

export const USER_GROUP_SORT_COLUMNS = ['sort', 'groupCode', 'groupName', 'createdAt'] as const;

export const UserGroupPageQuery = PageQuery(USER_GROUP_SORT_COLUMNS, {
  groupCode: CodeSearch,
  groupName: NameSearch,
  status: Type.Optional(Status),
});
export type UserGroupPageQuery = Static<typeof UserGroupPageQuery>;

export const UserGroupCreate = Type.Object({
  groupCode: Code(64),
  groupName: Text(100),
  description: OptionalText(500),
  sort: Type.Optional(SortNumber),
  status: Type.Optional(Status),
});
export type UserGroupCreate = Static<typeof UserGroupCreate>;

export const UserGroupUpdate = UpdateOf(UserGroupCreate);
export type UserGroupUpdate = Static<typeof UserGroupUpdate>;

export const GroupMembersQuery = Type.Object({ groupId: Id, ...MemberSearchFields });
export type GroupMembersQuery = Static<typeof GroupMembersQuery>;

export const GroupMembersBody = Type.Object({ groupId: Id, userIds: UserIds });
export type GroupMembersBody = Static<typeof GroupMembersBody>;

export const GroupRolesQuery = Type.Object({ groupId: Id });

/** The roles every member of a group receives (replaces the group's current roles). */
export const GroupRolesBody = Type.Object({ groupId: Id, roleIds: IdSet });
export type GroupRolesBody = Static<typeof GroupRolesBody>;
