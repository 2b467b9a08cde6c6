import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery } from '../paging';
import {
  IdSet,
  MemberSearchFields,
  ORG_TREE_DEPTH,
  SortNumber,
  TreeOf,
  type TreeNode,
  UserIds,
} from './people';

/** Kinds of organisations: a company (or branch), a department, a group inside one. */
export const ORG_CATEGORIES = Object.freeze(['company', 'dept', 'group'] as const);
export const OrgCategory = Type.Enum([...ORG_CATEGORIES], {
  description: 'company, dept or group.',
});

/** An organisation (组织机构). */
export const Org = Type.Object({
  id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  /** Ids of the ancestors from the root. */
  ancestorIds: Type.Array(Id),
  orgCode: Type.String(),
  orgName: Type.String(),
  orgShortName: Type.String(),
  orgNameEn: Type.String(),
  orgCategory: OrgCategory,
  orgType: Type.String(),
  leaderUserId: Type.Union([Id, Type.Null()]),
  leaderName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  email: Type.String(),
  fax: Type.String(),
  address: Type.String(),
  sort: Type.Integer(),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type Org = Static<typeof Org>;

/** An organisation in a tree answer. */
export const OrgNode = TreeOf(Org, ORG_TREE_DEPTH);
export type OrgNode = TreeNode<Org>;

/**
 * An organisation in a page of the list: with `hasChildren` (in the list's scope and filters'
 * status), so that the tree table can offer to fold it.
 */
export const OrgListItem = Type.Object({
  ...Org.properties,
  hasChildren: Type.Boolean({ description: 'True when organisations are below it.' }),
});
export type OrgListItem = Static<typeof OrgListItem>;

export const ORG_SORT_COLUMNS = ['sort', 'orgCode', 'orgName', 'createdAt'] as const;
/** Most folded organisations a page request names. */
export const MAX_FOLDED_ORGS = 5000;

export const OrgTreeQuery = Type.Object({
  status: Type.Optional(Status),
  keyword: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Part of the name or code; matching nodes are answered with their ancestors.',
    }),
  ),
});
export type OrgTreeQuery = Static<typeof OrgTreeQuery>;

export const OrgPageQuery = PageQuery(ORG_SORT_COLUMNS, {
  parentId: Type.Optional(Id),
  withDescendants: Type.Optional(
    Type.Boolean({ description: 'With parentId: all levels below it, not only children.' }),
  ),
  orgName: NameSearch,
  orgCode: CodeSearch,
  orgCategory: Type.Optional(OrgCategory),
  status: Type.Optional(Status),
  folded: Type.Optional(
    Type.Array(Id, {
      maxItems: MAX_FOLDED_ORGS,
      description:
        'Organisations shown folded: everything below them is left out of the page and the total.',
    }),
  ),
});
export type OrgPageQuery = Static<typeof OrgPageQuery>;

const OrgFields = {
  orgShortName: Type.Optional(Type.String({ maxLength: 50 })),
  orgNameEn: Type.Optional(Type.String({ maxLength: 200 })),
  orgCategory: Type.Optional(OrgCategory),
  orgType: Type.Optional(Type.String({ maxLength: 32 })),
  leaderUserId: Type.Optional(Type.Union([Id, Type.Null()])),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  email: Type.Optional(Type.String({ maxLength: 100 })),
  fax: Type.Optional(Type.String({ maxLength: 32 })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(SortNumber),
  status: Type.Optional(Status),
  remark: OptionalText(500),
};

export const OrgCreate = Type.Object({
  parentId: Type.Optional(Type.Union([Id, Type.Null()])),
  orgCode: Code(64),
  orgName: Text(100),
  ...OrgFields,
});
export type OrgCreate = Static<typeof OrgCreate>;

/** Changes of an organisation; its place in the tree changes with the move call. */
export const OrgUpdate = UpdateOf(OrgCreate, 'parentId');
export type OrgUpdate = Static<typeof OrgUpdate>;

// My department (我的部门): the caller's own organisations.

/** The users of one of the caller's departments. */
export const MyDeptUsersQuery = Type.Object({
  orgId: Id,
  withDescendants: Type.Optional(
    Type.Boolean({ description: 'Also the users of the organisations below it.' }),
  ),
  ...MemberSearchFields,
});
export type MyDeptUsersQuery = Static<typeof MyDeptUsersQuery>;

/** Links users to (or unlinks them from) one of the caller's departments. */
export const MyDeptUsersBody = Type.Object({ orgId: Id, userIds: UserIds });
export type MyDeptUsersBody = Static<typeof MyDeptUsersBody>;

export const MyDeptUserRolesQuery = Type.Object({ orgId: Id, userId: Id });
export type MyDeptUserRolesQuery = Static<typeof MyDeptUserRolesQuery>;

/**
 * The roles of a user of one of the caller's departments, among those the caller may give
 * (the roles the caller holds; every role for admin). Roles outside that set are kept.
 */
export const MyDeptUserRolesBody = Type.Object({ orgId: Id, userId: Id, roleIds: IdSet });
export type MyDeptUserRolesBody = Static<typeof MyDeptUserRolesBody>;

export const MyDeptUserRoles = Type.Object({
  userId: Id,
  roleIds: Type.Array(Id, { description: 'Every role the user holds directly.' }),
  assignableRoleIds: Type.Array(Id, { description: 'Those the caller may give or take away.' }),
});
export type MyDeptUserRoles = Static<typeof MyDeptUserRoles>;
