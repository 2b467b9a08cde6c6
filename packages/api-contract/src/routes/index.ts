import type { RouteContract } from '../route';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { dictRoutes } from './dict';
import { systemRoutes } from './system';

/** Every route of the contract, grouped by area. */
export const API = Object.freeze({
  auth: authRoutes,
  system: systemRoutes,
  dict: dictRoutes,
  dev: devRoutes,
});

/** Every route of the contract as one list. */
export const ALL_ROUTES: readonly RouteContract[] = Object.freeze(
  Object.values(API).flatMap((group) => Object.values(group) as RouteContract[]),
);
