import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { RecordIdQuery } from '../schemas/people';
import {
  Position,
  PositionCreate,
  PositionMembersBody,
  PositionMembersQuery,
  PositionPageQuery,
  PositionUpdate,
} from '../schemas/position';
import { memberRoutes } from './builders';

const P = PERMISSIONS.position;
const base = '/sysPosition/v1';
const tag = 'position';

/** The position screen (职务管理): positions and the users holding them. */
export const positionRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of positions, searched, filtered and sorted',
    access: { permission: P.view },
    body: PositionPageQuery,
    data: PageOf(Position),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/position`,
    tag,
    summary: 'One position',
    access: { permission: P.view },
    querystring: RecordIdQuery,
    data: Position,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/position`,
    tag,
    summary: 'Add a position (positionCode unique)',
    access: { permission: P.add },
    body: PositionCreate,
    data: Position,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/position`,
    tag,
    summary: 'Change a position',
    access: { permission: P.edit },
    body: PositionUpdate,
    data: Position,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/position`,
    tag,
    summary: 'Delete positions (soft delete); their holders no longer hold them',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  ...memberRoutes({
    base,
    tag,
    permission: P,
    query: PositionMembersQuery,
    body: PositionMembersBody,
    summaries: {
      members: 'A page of the users holding a position',
      addMembers: 'Give a position to users (holders already are left as they are)',
      removeMembers: 'Take a position away from users',
    },
  }),
};
