import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  DeletedGatewayRoute,
  GatewayCopy,
  GatewayIdQuery,
  GatewayPageQuery,
  GatewayRoute,
  GatewayRouteCreate,
  GatewayRouteUpdate,
  GatewayVersion,
} from '../schemas/gateway';

const P = PERMISSIONS.gateway;
const base = '/sysGatewayRoute/v1';
const tag = 'gateway';

/** Routes of the external gateway (外部网关), with a recycle bin and a reload version. */
export const gatewayRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of gateway routes',
    access: { permission: P.view },
    body: GatewayPageQuery,
    data: PageOf(GatewayRoute),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/route`,
    tag,
    summary: 'One gateway route',
    access: { permission: P.view },
    querystring: GatewayIdQuery,
    data: GatewayRoute,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/route`,
    tag,
    summary: 'Create a gateway route (routerId unique; predicates and filters validated)',
    access: { permission: P.add },
    body: GatewayRouteCreate,
    bodyLimit: 64 * 1024,
    data: GatewayRoute,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/route`,
    tag,
    summary: 'Change a gateway route',
    access: { permission: P.edit },
    body: GatewayRouteUpdate,
    bodyLimit: 64 * 1024,
    data: GatewayRoute,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/route`,
    tag,
    summary: 'Move gateway routes to the recycle bin',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  copy: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/copy`,
    tag,
    summary: 'Copy a route under a new routerId; the copy starts disabled',
    access: { permission: P.copy },
    body: GatewayCopy,
    data: GatewayRoute,
  }),
  recycleBin: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/recycleBin`,
    tag,
    summary: 'A page of deleted gateway routes',
    access: { permission: P.view },
    body: GatewayPageQuery,
    data: PageOf(DeletedGatewayRoute),
  }),
  restore: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/restore`,
    tag,
    summary: 'Restore routes from the recycle bin (refused when their routerId is taken)',
    access: { permission: P.restore },
    body: IdsBody,
    data: Affected,
  }),
  reload: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/reload`,
    tag,
    summary: 'Tell the gateways to load the routes again: bumps the routes version',
    access: { permission: P.reload },
    data: GatewayVersion,
  }),
  version: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/version`,
    tag,
    summary: 'The current routes version (gateways poll it)',
    access: { permission: P.view },
    data: GatewayVersion,
  }),
};
