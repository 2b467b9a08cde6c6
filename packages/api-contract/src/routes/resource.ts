import Type from 'typebox';
import { Affected, IdsBody } from '../common';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  RecordIdQuery,
  TreeChildrenQuery,
  TreeMoveBody,
  TreeOf,
  TreeSortBody,
} from '../schemas/people';
import {
  Resource,
  ResourceCreate,
  ResourceNode,
  ResourceTreeQuery,
  ResourceUpdate,
} from '../schemas/resource';

const P = PERMISSIONS.resource;
const base = '/sysResource/v1';
const tag = 'resource';

/**
 * The resource screen (资源管理): the tree of directories, menus, pages, buttons and APIs.
 * Changes reach the route list, the page resources and every signed-in user's grants at once.
 */
export const resourceRoutes = {
  tree: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/tree`,
    tag,
    summary: 'The resource tree',
    description:
      'With `keyword`, the resources whose name or code contains it, with their ancestors.',
    access: { permission: P.view },
    querystring: ResourceTreeQuery,
    data: Type.Array(ResourceNode),
  }),
  children: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/children`,
    tag,
    summary: 'The children of one resource (the roots without parentId)',
    access: { permission: P.view },
    querystring: TreeChildrenQuery,
    data: Type.Array(TreeOf(Resource, 1)),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/resource`,
    tag,
    summary: 'One resource',
    access: { permission: P.view },
    querystring: RecordIdQuery,
    data: Resource,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/resource`,
    tag,
    summary: 'Add a resource (resourceCode unique)',
    description:
      'Directories go at the top or under directories; menus at the top or under directories; ' +
      'pages under directories, menus or pages; buttons under menus or pages; APIs anywhere ' +
      'but under buttons and APIs.',
    access: { permission: P.add },
    body: ResourceCreate,
    data: Resource,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/resource`,
    tag,
    summary: 'Change a resource',
    description: 'The codes the server checks (the management screens) cannot be renamed.',
    access: { permission: P.edit },
    body: ResourceUpdate,
    data: Resource,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/resource`,
    tag,
    summary: 'Delete resources (soft delete) and their grants',
    description:
      'A resource with children, or one whose code the server checks, is refused (40009).',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  move: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/move`,
    tag,
    summary: 'Move a resource (with everything below it) under another parent',
    access: { permission: P.edit },
    body: TreeMoveBody,
    data: Resource,
  }),
  sort: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/sort`,
    tag,
    summary: 'Set the sort numbers of several resources',
    access: { permission: P.edit },
    body: TreeSortBody,
    data: Affected,
  }),
};
