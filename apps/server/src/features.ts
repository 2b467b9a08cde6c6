import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerDictRoutes } from './routes/dict-routes';
import { registerMockRoutes, registerRouterList } from './routes/dev-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerSystemRoutes } from './routes/system-routes';

/**
 * A feature of the server: a function that registers routes (with `addRoute` and the
 * contract) or a whole Fastify plugin (`await app.register(plugin, options)`).
 */
export interface Feature {
  name: string;
  /** Registered only when this returns true (default: always). */
  enabled?: (ctx: AppContext) => boolean;
  register: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}

/**
 * Every feature of the server, in registration order.
 *
 * ── ADD FEATURES HERE ─────────────────────────────────────────────────────────────────
 * Management screens, forms and data views, and the storage endpoints (`src/storage/`, a
 * Fastify plugin: `{ name: 'storage', register: (app, ctx) => app.register(storage, { ctx }) }`)
 * each add one entry. Keep one entry per area; its routes live in its own folder or file.
 */
export const FEATURES: readonly Feature[] = [
  { name: 'session', register: registerSessionRoutes },
  { name: 'system', register: registerSystemRoutes },
  { name: 'dictionary', register: registerDictRoutes },
  { name: 'router-list', register: registerRouterList },
  { name: 'mock', enabled: (ctx) => ctx.settings.mockRoutes, register: registerMockRoutes },
];
