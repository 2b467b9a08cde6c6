import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery } from '../paging';
import { IdSet, MemberSearchFields, SortNumber, UserIds } from './people';

/** Whose data a role's holders see in lists that apply data scopes. */
export const DATA_SCOPES = Object.freeze([
  'ALL',
  'CUSTOM',
  'ORG',
  'ORG_AND_CHILD',
  'SELF',
] as const);
export const DataScope = Type.Enum([...DATA_SCOPES], {
  description:
    'ALL data, CUSTOM organisations (orgIds), own ORG, own ORG_AND_CHILD organisations, SELF only.',
});

/** PLATFORM roles, or APP roles of one application (`appId`). */
export const ROLE_TYPES = Object.freeze(['PLATFORM', 'APP'] as const);
export const RoleType = Type.Enum([...ROLE_TYPES]);

/** A role (角色). The role `admin` is built in and holds every resource. */
export const Role = Type.Object({
  id: Id,
  roleCode: Type.String(),
  roleName: Type.String(),
  roleType: RoleType,
  appId: Type.Union([Id, Type.Null()]),
  dataScope: DataScope,
  sort: Type.Integer(),
  status: Status,
  builtIn: Type.Boolean(),
  remark: Type.String(),
  userCount: Type.Integer({ minimum: 0, description: 'Users holding the role directly.' }),
  ...AuditFields,
});
export type Role = Static<typeof Role>;

export const RoleDetail = Type.Object({
  ...Role.properties,
  dataScopeOrgIds: Type.Array(Id, { description: 'Organisations of a CUSTOM data scope.' }),
});
export type RoleDetail = Static<typeof RoleDetail>;

/** A role to choose from. */
export const RoleOption = Type.Object({
  id: Id,
  roleCode: Type.String(),
  roleName: Type.String(),
});
export type RoleOption = Static<typeof RoleOption>;

export const ROLE_SORT_COLUMNS = ['sort', 'roleCode', 'roleName', 'createdAt'] as const;

export const RolePageQuery = PageQuery(ROLE_SORT_COLUMNS, {
  roleCode: CodeSearch,
  roleName: NameSearch,
  roleType: Type.Optional(RoleType),
  appId: Type.Optional(Id),
  status: Type.Optional(Status),
});
export type RolePageQuery = Static<typeof RolePageQuery>;

export const RoleCreate = Type.Object({
  roleCode: Code(64),
  roleName: Text(100),
  roleType: Type.Optional(RoleType),
  appId: Type.Optional(Type.Union([Id, Type.Null()])),
  sort: Type.Optional(SortNumber),
  status: Type.Optional(Status),
  remark: OptionalText(500),
});
export type RoleCreate = Static<typeof RoleCreate>;

/** Changes of a role; grants, users and the data scope have calls of their own. */
export const RoleUpdate = UpdateOf(RoleCreate);
export type RoleUpdate = Static<typeof RoleUpdate>;

export const RoleIdQuery = Type.Object({ roleId: Id });

const ResourceIdSet = Type.Array(Id, { maxItems: 5000, uniqueItems: true });

/** The resources of a role, as a checkbox tree restores them. */
export const RoleGrant = Type.Object({
  roleId: Id,
  allResources: Type.Boolean({ description: 'True for admin, which holds every resource.' }),
  checkedIds: Type.Array(Id, { description: 'Resources granted and shown checked.' }),
  halfCheckedIds: Type.Array(Id, {
    description: 'Parents kept because some of their children are granted (shown half-checked).',
  }),
});
export type RoleGrant = Static<typeof RoleGrant>;

/**
 * Replaces a role's resources. `resourceIds` are the checked nodes; the parents of checked
 * nodes are kept half-checked (sent in `halfCheckedIds`, or added by the server), so that the
 * menus leading to a granted page stay visible.
 */
export const RoleGrantBody = Type.Object({
  roleId: Id,
  resourceIds: ResourceIdSet,
  halfCheckedIds: Type.Optional(ResourceIdSet),
});
export type RoleGrantBody = Static<typeof RoleGrantBody>;

export const RoleUsersQuery = Type.Object({ roleId: Id, ...MemberSearchFields });
export type RoleUsersQuery = Static<typeof RoleUsersQuery>;

export const RoleUsersBody = Type.Object({ roleId: Id, userIds: UserIds });
export type RoleUsersBody = Static<typeof RoleUsersBody>;

export const RoleDataScopeBody = Type.Object({
  roleId: Id,
  dataScope: DataScope,
  orgIds: Type.Optional(IdSet),
});
export type RoleDataScopeBody = Static<typeof RoleDataScopeBody>;
