/**
 * The storage feature: the Qiniu-compatible protocol under `/storage` (its own error answers,
 * CORS, body parsers) and the platform's upload routes (envelope), over one backend. A sweep
 * removes abandoned blocks once at start and then every hour.
 */
import { STORAGE_BASE } from '@org/api-contract';
import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import type { AppContext } from '../context';
import { fileRoutes } from './file-routes';
import { platformRoutes } from './platform-routes';
import { protocolRoutes } from './protocol-routes';
import { type StorageCore, createStorageCore } from './storage-core';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes blocks past their lifetime and temporary uploads left by broken connections. */
export async function sweepStorage(core: StorageCore): Promise<void> {
  const now = core.clock.now();
  for (const id of await core.ledger.expiredBlocks(now)) await core.backend.deleteBlock(id);
  await core.backend.sweep(now.getTime(), core.settings.blockTtlSeconds * 1000);
}

export async function registerStorage(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const core = createStorageCore(ctx.settings.storage, ctx.clock, ctx);
  await app.register(protocolRoutes, { prefix: STORAGE_BASE, core, base: STORAGE_BASE });
  await app.register(platformRoutes, { core, base: STORAGE_BASE });
  await app.register(fileRoutes, {
    core,
    base: STORAGE_BASE,
    db: ctx.db,
    scopeOf: (userId: number) => ctx.grants.scopeOf(userId),
  });
  const sweep = () =>
    sweepStorage(core).catch((error: unknown) =>
      app.log.warn({ err: error }, 'storage sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (core.settings.temporary) await rm(core.settings.dir, { recursive: true, force: true });
  });
}
