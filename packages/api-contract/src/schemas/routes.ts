import { Type, type TSchema } from 'typebox';
import type { ResourceType } from '../permissions';

/** `meta` of a route record. */
export interface RouteMeta {
  title: string;
  titleEn: string;
  icon: string | null;
  /** Role codes that hold the route's resource; the client shows the route to those roles. */
  roles: string[];
  resourceCode: string;
  resourceType: ResourceType;
  keepAlive: boolean;
  affix: boolean;
}

/** A route record of the development route list, built from the resource tree. */
export interface RouteRecord {
  path: string;
  name: string;
  component: string | null;
  redirect?: string;
  hidden: boolean;
  alwaysShow: boolean;
  meta: RouteMeta;
  children?: RouteRecord[];
}

/** Deepest nesting of routes the list answers (directories, menus, pages). */
export const ROUTE_DEPTH = 5;

const RouteMetaSchema = Type.Object({
  title: Type.String(),
  titleEn: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.String()),
  resourceCode: Type.String(),
  resourceType: Type.String(),
  keepAlive: Type.Boolean(),
  affix: Type.Boolean(),
});

function routeSchema(depth: number): TSchema {
  const fields = {
    path: Type.String(),
    name: Type.String(),
    component: Type.Union([Type.String(), Type.Null()]),
    redirect: Type.Optional(Type.String()),
    hidden: Type.Boolean(),
    alwaysShow: Type.Boolean(),
    meta: RouteMetaSchema,
  };
  return depth <= 1
    ? Type.Object(fields)
    : Type.Object({ ...fields, children: Type.Optional(Type.Array(routeSchema(depth - 1))) });
}

/** Schema of a route record, nested up to `ROUTE_DEPTH` levels. */
export const RouteRecordSchema = routeSchema(ROUTE_DEPTH);
