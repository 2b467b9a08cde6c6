import { API, FORM_PERMISSIONS } from '@org/api-contract';
import { exportBpmn, importBpmn } from '@org/flow-model';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import {
  appArtefacts,
  applications,
  flowInstances,
  flowTasks,
  flowVersions,
} from '../db/schema/index';
import { conflict, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { joined, text } from '../i18n/text';
import { updated } from '../lib/audit';
import { draftOf, flowOf, versionsOf } from '../services/flows/flow-rows';
import { instanceById, instancePage } from '../services/flows/lists';
import { publishFlow, withdrawFlow } from '../services/flows/publish';
import { reassignTask } from '../services/flows/initiator';
import { liveArtefact, toArtefact } from './artefact-routes';

const F = API.flows;

/**
 * Designing flows goes through the WORKFLOW artefact; these routes publish its draft as a
 * version, withdraw it, list versions, carry it as BPMN 2.0, and let those who manage the
 * applications see every instance and give stuck tasks to someone else.
 */
export function registerFlowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, F.publish, async (request) =>
    db.transaction((tx) =>
      publishFlow(tx, request.body.flowId, sessionOf(request).userId, ctx.clock.now()),
    ),
  );

  addRoute(app, F.withdraw, async (request) => {
    await db.transaction((tx) => withdrawFlow(tx, request.body.flowId, ctx.clock.now()));
    const [newest] = await versionsOf(db, request.body.flowId);
    if (!newest) throw notFound(text('flow.versionNoun'), request.body.flowId);
    return newest;
  });

  addRoute(app, F.versions, async (request) => {
    await flowOf(db, request.query.flowId);
    return { list: await versionsOf(db, request.query.flowId) };
  });

  addRoute(app, F.exportBpmn, async (request) => {
    const { flowId, version } = request.query;
    const flow = await flowOf(db, flowId);
    let graph;
    if (version === undefined) {
      const draft = draftOf(flow);
      if (!draft) throw conflict(text('flow.noDesign', { name: flow.artefactName }));
      graph = draft.graph;
    } else {
      const [row] = await db
        .select({ graph: flowVersions.graph })
        .from(flowVersions)
        .where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, version)));
      if (!row) throw notFound(text('flow.versionNoun'), version);
      graph = row.graph;
    }
    const xml = await exportBpmn({ id: flow.artefactCode, name: flow.artefactName, graph });
    const suffix = version === undefined ? '' : `-v${version}`;
    return { fileName: `${flow.artefactCode}${suffix}.bpmn`, xml };
  });

  addRoute(app, F.importBpmn, async (request) => {
    const { flowId, xml } = request.body;
    const flow = await flowOf(db, flowId);
    const imported = await importBpmn(xml);
    const refusals = imported.problems.filter((problem) => problem.code !== 'xmlWarning');
    if (refusals.length > 0) {
      throw invalidField(
        'body.xml',
        text('flow.bpmnProblems', {
          problems: joined(
            refusals.map((problem) => problem.message),
            'list.semicolon',
          ),
        }),
      );
    }
    const formId = draftOf(flow)?.formId ?? (flow.content as { formId?: number }).formId;
    const actor = sessionOf(request).userId;
    await db
      .update(appArtefacts)
      .set({ content: { formId, graph: imported.graph }, ...updated(actor, ctx.clock.now()) })
      .where(eq(appArtefacts.id, flowId));
    return toArtefact(await liveArtefact(db, flowId));
  });

  addRoute(app, F.instances, async (request) => instancePage(db, request.body, {}));

  addRoute(app, F.reassign, async (request) => {
    const row = await db.transaction((tx) =>
      reassignTask(tx, sessionOf(request).userId, request.body, ctx.clock.now()),
    );
    const instance = await instanceById(db, row.id);
    if (!instance) throw notFound(text('flow.instanceNoun'), row.id);
    return instance;
  });

  addRoute(app, F.overview, async (request) => {
    const { appId } = request.query;
    const scope = appId === undefined ? undefined : eq(flowInstances.appId, appId);
    const byStatus = await db
      .select({
        appId: flowInstances.appId,
        appName: applications.appName,
        status: flowInstances.status,
        n: count(),
      })
      .from(flowInstances)
      .innerJoin(applications, eq(applications.id, flowInstances.appId))
      .where(scope)
      .groupBy(flowInstances.appId, applications.appName, flowInstances.status);
    const open = await db
      .select({ appId: flowInstances.appId, n: count() })
      .from(flowTasks)
      .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
      .where(and(eq(flowTasks.status, 'PENDING'), scope))
      .groupBy(flowInstances.appId);
    const apps = new Map<
      number,
      { appId: number; appName: string; openTasks: number; byStatus: Record<string, number> }
    >();
    for (const row of byStatus) {
      const entry = apps.get(row.appId) ?? {
        appId: row.appId,
        appName: row.appName,
        openTasks: 0,
        byStatus: {},
      };
      entry.byStatus[row.status] = Number(row.n);
      apps.set(row.appId, entry);
    }
    for (const row of open) {
      const entry = apps.get(row.appId);
      if (entry) entry.openTasks = Number(row.n);
    }
    return { list: [...apps.values()].sort((a, b) => a.appId - b.appId) };
  });
}

/** Whether a user manages the applications' flows (sees every instance, reassigns tasks). */
export function managesFlows(ctx: AppContext, userId: number): Promise<boolean> {
  return ctx.grants.has(userId, FORM_PERMISSIONS.edit);
}
