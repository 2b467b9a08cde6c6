import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  Category,
  CategoryCheckCodeQuery,
  CategoryChildrenQuery,
  CategoryCreate,
  CategoryIdQuery,
  CategoryNodeSchema,
  CategoryPageQuery,
  CategoryTreeQuery,
  CategoryUpdate,
  CodeCheck,
} from '../schemas/category';

const P = PERMISSIONS.category;
const base = '/sysCategory/v1';
const tag = 'category';

/** The classification dictionary (分类字典): a tree of hierarchical codes. */
export const categoryRoutes = {
  rootPage: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/rootPage`,
    tag,
    summary: 'A page of root categories (or of every level with allLevels)',
    access: { permission: P.view },
    body: CategoryPageQuery,
    data: PageOf(Category),
  }),
  children: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/children`,
    tag,
    summary: 'The sub-categories of one category (lazy tree loading), at most 1000',
    access: { permission: P.view },
    querystring: CategoryChildrenQuery,
    data: Type.Array(Category),
  }),
  tree: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/tree`,
    tag,
    summary: 'The tree below a category code (the whole tree without a code)',
    description:
      'Answers the children of the category named by `code`, each with its own children; ' +
      'without `code`, the roots with theirs. `status=1` leaves disabled branches out.',
    access: { permission: P.view },
    querystring: CategoryTreeQuery,
    data: Type.Array(CategoryNodeSchema),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/category`,
    tag,
    summary: 'One category',
    access: { permission: P.view },
    querystring: CategoryIdQuery,
    data: Category,
  }),
  checkCode: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/checkCode`,
    tag,
    summary: 'Whether a code is free (give `id` when editing that category)',
    access: { permission: P.view },
    querystring: CategoryCheckCodeQuery,
    data: CodeCheck,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/category`,
    tag,
    summary: 'Create a category (code unique; generated when absent)',
    access: { permission: P.add },
    body: CategoryCreate,
    data: Category,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/category`,
    tag,
    summary: 'Change or move a category',
    description: 'A category cannot move below itself or one of its descendants.',
    access: { permission: P.edit },
    body: CategoryUpdate,
    data: Category,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/category`,
    tag,
    summary: 'Delete categories (soft delete)',
    description: 'A category with sub-categories is refused unless they are deleted with it.',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
};
