import Type from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { Org, OrgCreate, OrgNode, OrgPageQuery, OrgTreeQuery, OrgUpdate } from '../schemas/org';
import {
  RecordIdQuery,
  StatusChangeBody,
  TreeChildrenQuery,
  TreeMoveBody,
  TreeOf,
  TreeSortBody,
} from '../schemas/people';

const P = PERMISSIONS.org;
const base = '/sysOrg/v1';
const tag = 'organisation';

/** The organisation screen (组织机构): a tree of companies, departments and groups. */
export const orgRoutes = {
  tree: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/tree`,
    tag,
    summary: 'The organisation tree',
    description:
      'With `keyword`, the organisations whose name or code contains it, with their ancestors.',
    access: { permission: P.view },
    querystring: OrgTreeQuery,
    data: Type.Array(OrgNode),
  }),
  children: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/children`,
    tag,
    summary: 'The children of one organisation (the roots without parentId), for lazy trees',
    access: { permission: P.view },
    querystring: TreeChildrenQuery,
    data: Type.Array(TreeOf(Org, 1)),
  }),
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of organisations, searched, filtered and sorted',
    access: { permission: P.view },
    body: OrgPageQuery,
    data: PageOf(Org),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/org`,
    tag,
    summary: 'One organisation',
    access: { permission: P.view },
    querystring: RecordIdQuery,
    data: Org,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/org`,
    tag,
    summary: 'Add an organisation (orgCode unique)',
    access: { permission: P.add },
    body: OrgCreate,
    data: Org,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/org`,
    tag,
    summary: 'Change an organisation',
    access: { permission: P.edit },
    body: OrgUpdate,
    data: Org,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/org`,
    tag,
    summary: 'Delete organisations (soft delete)',
    description: 'An organisation that still has children or members is refused (40009).',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  move: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/move`,
    tag,
    summary: 'Move an organisation (with everything below it) under another parent',
    description: 'Moving a node below itself, or deeper than the tree allows, is refused.',
    access: { permission: P.edit },
    body: TreeMoveBody,
    data: Org,
  }),
  sort: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/sort`,
    tag,
    summary: 'Set the sort numbers of several organisations',
    access: { permission: P.edit },
    body: TreeSortBody,
    data: Affected,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/status`,
    tag,
    summary: 'Enable or disable organisations',
    description:
      'Disabling also disables everything below; enabling an organisation under a disabled ' +
      'parent is refused (40009).',
    access: { permission: P.status },
    body: StatusChangeBody,
    data: Affected,
  }),
};
