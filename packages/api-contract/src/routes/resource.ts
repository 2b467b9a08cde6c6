import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  Resource,
  ResourceCreate,
  ResourceNode,
  ResourceTreeQuery,
  ResourceUpdate,
} from '../schemas/resource';
import { treeRoutes } from './builders';

const P = PERMISSIONS.resource;
const base = '/sysResource/v1';
const tag = 'resource';

const tree = treeRoutes({
  base,
  tag,
  recordPath: '/resource',
  record: Resource,
  permission: P,
  names: { one: 'resource', a: 'a resource', many: 'resources' },
});

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
      'With `keyword`, the resources whose name or code contains it, with their ancestors; ' +
      'with `appId`, the resources of one application.',
    access: { permission: P.view },
    querystring: ResourceTreeQuery,
    data: Type.Array(ResourceNode),
  }),
  children: tree.children,
  get: tree.get,
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/resource`,
    tag,
    summary: 'Add a resource (resourceCode unique)',
    description:
      'Directories go at the top or under directories; menus at the top or under directories; ' +
      'pages under directories, menus or pages; buttons under menus or pages; APIs anywhere ' +
      'but under buttons and APIs. A resource of an application (`appId`; by default its ' +
      "parent's) goes at the top or under a resource of the same application, and so does " +
      'a resource of the platform (no `appId`).',
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
  move: tree.move,
  sort: tree.sort,
};
