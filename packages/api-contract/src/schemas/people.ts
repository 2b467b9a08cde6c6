import { Type, type Static, type TObject, type TSchema, type TUnsafe } from 'typebox';
import { Id, Status } from '../common';
import { NameSearch, PageFields, SearchText, SortFields } from '../paging';

/** The sort number of a record among its siblings (smaller comes first). */
export const SortNumber = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** Deepest organisation tree the server keeps (company, branch, department, group, …). */
export const ORG_TREE_DEPTH = 10;
/** Deepest resource tree the server keeps (directories, menus, pages, buttons). */
export const RESOURCE_TREE_DEPTH = 8;

/** A record of a tree with its children, as the tree calls answer it. */
export type TreeNode<T> = T & { hasChildren: boolean; children?: TreeNode<T>[] };

/**
 * The schema of a tree node: the fields of `record`, `hasChildren`, and `children` nested up
 * to `depth` levels (the contract avoids recursive schemas; the server keeps trees within
 * that depth).
 */
export function TreeOf<T extends TObject>(record: T, depth: number): TUnsafe<TreeNode<Static<T>>> {
  const level = (remaining: number): TSchema =>
    Type.Object({
      ...record.properties,
      hasChildren: Type.Boolean({ description: 'True when the node has children.' }),
      ...(remaining <= 1 ? {} : { children: Type.Optional(Type.Array(level(remaining - 1))) }),
    });
  return Type.Unsafe<TreeNode<Static<T>>>(level(depth));
}

/** `?id=` of a call that reads one record. */
export const RecordIdQuery = Type.Object({ id: Id });
export type RecordIdQuery = Static<typeof RecordIdQuery>;

/** The children of one node (`parentId` absent: the roots), for lazy trees. */
export const TreeChildrenQuery = Type.Object({
  parentId: Type.Optional(Id),
  status: Type.Optional(Status),
});
export type TreeChildrenQuery = Static<typeof TreeChildrenQuery>;

/** Moves a node under another parent (`null`: to the top), optionally with a new sort number. */
export const TreeMoveBody = Type.Object({
  id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  sort: Type.Optional(SortNumber),
});
export type TreeMoveBody = Static<typeof TreeMoveBody>;

/** New sort numbers for several records at once (a drag-and-drop reorder). */
export const TreeSortBody = Type.Object({
  items: Type.Array(Type.Object({ id: Id, sort: SortNumber }), { minItems: 1, maxItems: 1000 }),
});
export type TreeSortBody = Static<typeof TreeSortBody>;

/** Enables (1) or disables (0) records. */
export const StatusChangeBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
  status: Status,
});
export type StatusChangeBody = Static<typeof StatusChangeBody>;

/** Ids of users to add to or remove from something. */
export const UserIds = Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true });

/** Ids of a replaced set (roles of a user, …); may be empty. */
export const IdSet = Type.Array(Id, { maxItems: 1000, uniqueItems: true });

/** A user as member lists show one: never with a password or sign-in bookkeeping. */
export const UserBrief = Type.Object({
  id: Id,
  account: Type.String(),
  username: Type.String(),
  gender: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  employeeNo: Type.String(),
  mainOrgId: Type.Union([Id, Type.Null()]),
  mainOrgName: Type.Union([Type.String(), Type.Null()]),
  status: Status,
});
export type UserBrief = Static<typeof UserBrief>;

export const MEMBER_SORT_COLUMNS = ['account', 'username', 'employeeNo', 'createdAt'] as const;

/** Paging, sorting and search of a member list (give the owner's id beside these). */
export const MemberSearchFields = {
  ...PageFields(),
  ...SortFields([...MEMBER_SORT_COLUMNS]),
  account: SearchText(64, 'Part of the account.'),
  username: NameSearch,
  status: Type.Optional(Status),
};
