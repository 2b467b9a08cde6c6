import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  Org,
  OrgCreate,
  OrgListItem,
  OrgNode,
  OrgPageQuery,
  OrgTreeQuery,
  OrgUpdate,
} from '../schemas/org';
import { StatusChangeBody } from '../schemas/people';
import { treeRoutes } from './builders';

const P = PERMISSIONS.org;
const base = '/sysOrg/v1';
const tag = 'organisation';

const tree = treeRoutes({
  base,
  tag,
  recordPath: '/org',
  record: Org,
  permission: P,
  names: { one: 'organisation', a: 'an organisation', many: 'organisations' },
});

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
  children: tree.children,
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of organisations, searched, filtered and sorted',
    description:
      'Sorted by `sort` (the default), the page is in tree order: every organisation under its ' +
      'parent, siblings by their sort number (descending: reversed among siblings).',
    access: { permission: P.view },
    body: OrgPageQuery,
    data: PageOf(OrgListItem),
  }),
  get: tree.get,
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
  move: tree.move,
  sort: tree.sort,
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
