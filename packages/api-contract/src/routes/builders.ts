import { Type, type TObject, type TSchema } from 'typebox';
import { Affected } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import {
  RecordIdQuery,
  TreeChildrenQuery,
  TreeMoveBody,
  TreeOf,
  TreeSortBody,
  UserBrief,
} from '../schemas/people';

/** Where the routes of one screen live: the path they start with and their OpenAPI tag. */
interface Screen {
  base: string;
  tag: string;
}

/**
 * The calls every tree screen has: the children of one node (for lazy trees), one record,
 * moving a node with everything below it, and new sort numbers for siblings.
 */
export function treeRoutes<R extends TObject>(
  screen: Screen & {
    /** Path of the one-record call below `base`, e.g. `/org`. */
    recordPath: string;
    record: R;
    permission: { view: string; edit: string };
    /** How the summaries name the records: `{ one: 'organisation', a: 'an organisation', … }`. */
    names: { one: string; a: string; many: string };
  },
) {
  const { base, tag, record, permission, names } = screen;
  return {
    children: defineRoute({
      method: 'GET',
      service: 'auth',
      path: `${base}/children`,
      tag,
      summary: `The children of one ${names.one} (the roots without parentId), for lazy trees`,
      access: { permission: permission.view },
      querystring: TreeChildrenQuery,
      data: Type.Array(TreeOf(record, 1)),
    }),
    get: defineRoute({
      method: 'GET',
      service: 'auth',
      path: `${base}${screen.recordPath}`,
      tag,
      summary: `One ${names.one}`,
      access: { permission: permission.view },
      querystring: RecordIdQuery,
      data: record,
    }),
    move: defineRoute({
      method: 'PUT',
      service: 'auth',
      path: `${base}/move`,
      tag,
      summary: `Move ${names.a} (with everything below it) under another parent`,
      description: 'Moving a node below itself, or deeper than the tree allows, is refused.',
      access: { permission: permission.edit },
      body: TreeMoveBody,
      data: record,
    }),
    sort: defineRoute({
      method: 'PUT',
      service: 'auth',
      path: `${base}/sort`,
      tag,
      summary: `Set the sort numbers of several ${names.many}`,
      access: { permission: permission.edit },
      body: TreeSortBody,
      data: Affected,
    }),
  };
}

/**
 * The member calls of a screen whose records hold users (positions, user groups): a page of
 * the members, adding users and removing them.
 */
export function memberRoutes<Q extends TSchema, B extends TSchema>(
  screen: Screen & {
    permission: { view: string; members: string };
    /** The owner's id and the search of the member page. */
    query: Q;
    /** The owner's id and the users to add or remove. */
    body: B;
    summaries: { members: string; addMembers: string; removeMembers: string };
  },
) {
  const { base, tag, permission, body, summaries } = screen;
  return {
    members: defineRoute({
      method: 'POST',
      service: 'auth',
      path: `${base}/members/page`,
      tag,
      summary: summaries.members,
      access: { permission: permission.view },
      body: screen.query,
      data: PageOf(UserBrief),
    }),
    addMembers: defineRoute({
      method: 'POST',
      service: 'auth',
      path: `${base}/members`,
      tag,
      summary: summaries.addMembers,
      access: { permission: permission.members },
      body,
      data: Affected,
    }),
    removeMembers: defineRoute({
      method: 'DELETE',
      service: 'auth',
      path: `${base}/members`,
      tag,
      summary: summaries.removeMembers,
      access: { permission: permission.members },
      body,
      data: Affected,
    }),
  };
}
