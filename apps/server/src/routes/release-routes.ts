import { API, type ReleasePlan } from '@org/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { render } from '../i18n/text';
import type { Plan } from '../services/releases/plan';
import { releaseFile, releaseInfo, releaseOf } from '../services/releases/records';
import {
  importRelease,
  previewImport,
  previewRollback,
  rollbackRelease,
} from '../services/releases/transfer';

const R = API.releases;

/** A plan as answered: each conflict said in the request's language. */
function answered(plan: Plan, request: FastifyRequest): ReleasePlan {
  const language = languageOf(request.headers['accept-language']);
  return {
    ...plan,
    conflicts: plan.conflicts.map((c) => ({ ...c, message: render(c.message, language) })),
  };
}

/**
 * Releases: a release's view (with its difference from the one before), its export as one
 * checksummed file, importing such a file and rolling an application back, each previewed.
 */
export function registerReleaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, R.get, async (request) => {
    const { release, appCode } = await releaseOf(db, request.query.artefactId);
    return releaseInfo(db, release, appCode);
  });

  addRoute(app, R.export, async (request) => {
    const { release } = await releaseOf(db, request.query.artefactId);
    return releaseFile(release);
  });

  addRoute(app, R.importPreview, async (request) =>
    answered(await previewImport(db, request.body.text), request),
  );

  addRoute(app, R.import, async (request) => {
    const applied = await importRelease(ctx, request.body.text, sessionOf(request).userId);
    return { appId: applied.appId, plan: answered(applied.plan, request) };
  });

  addRoute(app, R.rollbackPreview, async (request) =>
    answered(await previewRollback(db, request.body.artefactId), request),
  );

  addRoute(app, R.rollback, async (request) => {
    const applied = await rollbackRelease(ctx, request.body.artefactId, sessionOf(request).userId);
    return { appId: applied.appId, plan: answered(applied.plan, request) };
  });
}
