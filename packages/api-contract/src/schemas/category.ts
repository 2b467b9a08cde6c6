import { Type, type Static, type TSchema } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text } from '../common';
import { CodeSearch, NameSearch, PageQuery } from '../paging';

/** Deepest level of the classification tree (roots are level 1). */
export const CATEGORY_DEPTH = 5;

/** The fields of a category that its tree nodes carry too. */
const NodeFields = {
  id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  code: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  status: Status,
};

/** A category as the lists and the single-record calls answer it. */
export const Category = Type.Object({
  ...NodeFields,
  remark: Type.String(),
  hasChild: Type.Boolean({ description: 'True when the category has sub-categories.' }),
  ...AuditFields,
});
export type Category = Static<typeof Category>;

/** A node of a category tree (for cascaders and tree selects). */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  children?: CategoryNode[];
}

function nodeSchema(depth: number): TSchema {
  return depth <= 1
    ? Type.Object(NodeFields)
    : Type.Object({ ...NodeFields, children: Type.Optional(Type.Array(nodeSchema(depth - 1))) });
}

/** Schema of a tree node, nested up to `CATEGORY_DEPTH` levels. */
export const CategoryNodeSchema = nodeSchema(CATEGORY_DEPTH);

export const CATEGORY_SORT_COLUMNS = ['sort', 'code', 'name', 'createdAt', 'updatedAt'] as const;

export const CategoryPageQuery = PageQuery(CATEGORY_SORT_COLUMNS, {
  name: NameSearch,
  code: CodeSearch,
  status: Type.Optional(Status),
  allLevels: Type.Optional(
    Type.Boolean({ description: 'Search every level instead of the roots only.' }),
  ),
});
export type CategoryPageQuery = Static<typeof CategoryPageQuery>;

export const CategoryChildrenQuery = Type.Object({
  parentId: Id,
  status: Type.Optional(Status),
});

export const CategoryTreeQuery = Type.Object({
  code: Type.Optional(
    Code(64, 'The category whose sub-tree is answered; the whole tree when absent.'),
  ),
  status: Type.Optional(Status),
});

export const CategoryIdQuery = Type.Object({ id: Id });

export const CategoryCheckCodeQuery = Type.Object({
  code: Code(64),
  id: Type.Optional(Id),
});

export const CodeCheck = Type.Object({
  code: Type.String(),
  available: Type.Boolean(),
});
export type CodeCheck = Static<typeof CodeCheck>;

export const CategoryCreate = Type.Object({
  parentId: Type.Optional(Type.Union([Id, Type.Null()])),
  code: Type.Optional(
    Code(64, 'Unique code; when absent the next one under the parent is generated (A01, A01A01).'),
  ),
  name: Text(100),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  status: Type.Optional(Status),
  remark: OptionalText(500),
});
export type CategoryCreate = Static<typeof CategoryCreate>;

export const CategoryUpdate = Type.Object({
  id: Id,
  parentId: Type.Optional(Type.Union([Id, Type.Null()])),
  code: Type.Optional(Code(64)),
  name: Type.Optional(Text(100)),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  status: Type.Optional(Status),
  remark: OptionalText(500),
});
export type CategoryUpdate = Static<typeof CategoryUpdate>;
