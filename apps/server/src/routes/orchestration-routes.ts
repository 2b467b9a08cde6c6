import { API, type OrchestrationContent } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { appArtefacts } from '../db/schema/index';
import { notFound, validationFailed } from '../http/api-error';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { text } from '../i18n/text';
import { checkedContent } from '../services/artefact-content';
import { missingInputs, runOrchestration } from '../services/orchestrations/runner';

const O = API.orchestrations;

/** Service orchestrations at work: a test run from the editor. */
export function registerOrchestrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, O.testRun, async (request) => {
    const { appId, id, input = {} } = request.body;
    let content: OrchestrationContent;
    if (request.body.content !== undefined) {
      // checked as a save would check it: a run of what could not be saved means nothing
      content = (await checkedContent(
        db,
        { appId, kind: 'ORCHESTRATION' },
        request.body.content,
      )) as OrchestrationContent;
    } else {
      const [row] = await db
        .select({ content: appArtefacts.content })
        .from(appArtefacts)
        .where(
          and(
            eq(appArtefacts.id, id ?? 0),
            eq(appArtefacts.appId, appId),
            eq(appArtefacts.kind, 'ORCHESTRATION'),
            isNull(appArtefacts.deletedAt),
          ),
        );
      if (!row) throw notFound(text('orch.noun'), id ?? 0);
      content = row.content as unknown as OrchestrationContent;
    }
    const missing = missingInputs(content, input);
    if (missing.length > 0) {
      throw validationFailed(
        missing.map((spec) => ({
          field: `body.input.${spec.name}`,
          message: text('orch.inputRequired', { name: spec.name }),
        })),
      );
    }
    return runOrchestration(ctx, content, input, languageOf(request.headers['accept-language']));
  });
}
