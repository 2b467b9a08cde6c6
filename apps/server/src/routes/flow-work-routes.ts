import { API, type FlowInstance, type StartableFlow, type Status } from '@org/api-contract';
import { accessOf, flowFieldsOf } from '@org/flow-model';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import {
  appArtefacts,
  applications,
  flowTasks,
  flowVersions,
  notices,
  orgs,
  users,
} from '../db/schema/index';
import { paginate, pageTotal } from '../lib/paging';
import { containsIndexed } from '../lib/search';
import type { Queryable } from '../db/types';
import { notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { actOnTask } from '../services/flows/act';
import { appOf, formVersionOf } from '../services/flows/flow-rows';
import { resubmitInstance, urgeInstance, withdrawInstance } from '../services/flows/initiator';
import { instanceById, instancePage, taskPage } from '../services/flows/lists';
import { initiatorFacts } from '../services/flows/people';
import type { InstanceRow } from '../services/flows/run';
import { mayStart, startFlow, startNodeOf, startableVersion } from '../services/flows/start';
import { viewInstance } from '../services/flows/view';
import { managesFlows } from './flow-routes';

const F = API.flows;

async function answered(db: Queryable, row: InstanceRow): Promise<FlowInstance> {
  const instance = await instanceById(db, row.id);
  if (!instance) throw notFound(text('flow.instanceNoun'), row.id);
  return instance;
}

/** The live published version of every enabled flow, newest version per flow. */
async function liveFlows(db: Queryable, keyword: string | undefined, appId: number | undefined) {
  const rows = await db
    .selectDistinctOn([flowVersions.flowId], {
      version: flowVersions,
      flowCode: appArtefacts.artefactCode,
      flowName: appArtefacts.artefactName,
      description: appArtefacts.description,
      appCode: applications.appCode,
      appName: applications.appName,
    })
    .from(flowVersions)
    .innerJoin(appArtefacts, eq(appArtefacts.id, flowVersions.flowId))
    .innerJoin(applications, eq(applications.id, flowVersions.appId))
    .where(
      and(
        isNull(appArtefacts.deletedAt),
        eq(appArtefacts.status, 1),
        isNull(applications.deletedAt),
        appId === undefined ? undefined : eq(flowVersions.appId, appId),
      ),
    )
    .orderBy(asc(flowVersions.flowId), desc(flowVersions.version));
  const term = keyword?.trim().toLowerCase() ?? '';
  return rows.filter(
    (row) =>
      row.version.withdrawnAt === null &&
      (term === '' ||
        [row.flowCode, row.flowName, row.appCode, row.appName].some((value) =>
          value.toLowerCase().includes(term),
        )),
  );
}

function toStartable(row: Awaited<ReturnType<typeof liveFlows>>[number]): StartableFlow {
  return {
    flowId: row.version.flowId,
    versionId: row.version.id,
    version: row.version.version,
    appId: row.version.appId,
    appCode: row.appCode,
    appName: row.appName,
    flowCode: row.flowCode,
    flowName: row.flowName,
    description: row.description,
    formId: row.version.formId,
    formVersion: row.version.formVersion,
  };
}

/**
 * Working through flows, for every signed-in user: what they may start and starting it, their
 * to-do, done, copied and started lists, an instance as they may see it, the actions on their
 * tasks and on the flows they started, and the counts of the header's badges.
 */
export function registerFlowWorkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const now = () => ctx.clock.now();

  addRoute(app, F.startable, async (request) => {
    const who = await initiatorFacts(db, sessionOf(request).userId);
    const rows = await liveFlows(db, request.body.keyword, request.body.appId);
    return {
      list: rows.filter((row) => mayStart(startNodeOf(row.version.graph), who)).map(toStartable),
    };
  });

  addRoute(app, F.startForm, async (request) => {
    const { flow, version } = await startableVersion(db, request.query.flowId);
    const definition = await formVersionOf(db, version.formId, version.formVersion);
    const start = startNodeOf(version.graph);
    const models = flowFieldsOf(definition).map((field) => field.model);
    const { appCode, appName } = await appOf(db, flow.appId);
    return {
      flow: toStartable({
        version,
        flowCode: flow.artefactCode,
        flowName: flow.artefactName,
        description: flow.description,
        appCode,
        appName,
      }),
      definition,
      access: accessOf(start, models),
      choose: version.graph.nodes
        .filter(
          (node) =>
            (node.kind === 'approval' && node.approvers.type === 'chosen') ||
            (node.kind === 'cc' && node.recipients.type === 'chosen'),
        )
        .map((node) => ({ nodeId: node.id, nodeName: node.name })),
    };
  });

  addRoute(app, F.start, async (request) => {
    const language = ctx.settings.language;
    const row = await db.transaction((tx) =>
      startFlow(tx, sessionOf(request).userId, request.body, now(), language),
    );
    return answered(db, row);
  });

  addRoute(app, F.todo, async (request) =>
    taskPage(db, request.body, sessionOf(request).userId, 'todo'),
  );
  addRoute(app, F.done, async (request) =>
    taskPage(db, request.body, sessionOf(request).userId, 'done'),
  );
  addRoute(app, F.copied, async (request) =>
    taskPage(db, request.body, sessionOf(request).userId, 'cc'),
  );
  addRoute(app, F.started, async (request) =>
    instancePage(db, request.body, { initiatorId: sessionOf(request).userId }),
  );

  addRoute(app, F.view, async (request) => {
    const userId = sessionOf(request).userId;
    return viewInstance(db, userId, request.query, await managesFlows(ctx, userId));
  });

  addRoute(app, F.act, async (request) =>
    answered(
      db,
      await db.transaction((tx) => actOnTask(tx, sessionOf(request).userId, request.body, now())),
    ),
  );
  addRoute(app, F.withdrawInstance, async (request) =>
    answered(
      db,
      await db.transaction((tx) =>
        withdrawInstance(tx, sessionOf(request).userId, request.body, now()),
      ),
    ),
  );
  addRoute(app, F.urge, async (request) =>
    answered(
      db,
      await db.transaction((tx) =>
        urgeInstance(tx, sessionOf(request).userId, request.body, now()),
      ),
    ),
  );
  addRoute(app, F.resubmit, async (request) =>
    answered(
      db,
      await db.transaction((tx) =>
        resubmitInstance(tx, sessionOf(request).userId, request.body, now()),
      ),
    ),
  );

  addRoute(app, F.people, async (request) => {
    const q = request.body;
    const where = and(
      isNull(users.deletedAt),
      q.ids ? inArray(users.id, q.ids) : eq(users.status, 1),
      containsIndexed(users.account, q.account),
      containsIndexed(users.username, q.username),
    );
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select({ user: users, orgName: orgs.orgName })
            .from(users)
            .leftJoin(orgs, eq(orgs.id, users.mainOrgId))
            .where(where)
            .orderBy(asc(users.sort), asc(users.id))
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, users, where),
      },
      ({ user, orgName }) => ({
        id: user.id,
        account: user.account,
        username: user.username,
        mobile: '',
        mainOrgName: orgName ?? '',
        status: user.status as Status,
      }),
      50,
    );
  });

  addRoute(app, F.counts, async (request) => {
    const userId = sessionOf(request).userId;
    const [todo] = await db
      .select({ n: count() })
      .from(flowTasks)
      .where(and(eq(flowTasks.assigneeId, userId), eq(flowTasks.status, 'PENDING')));
    const [cc] = await db
      .select({ n: count() })
      .from(flowTasks)
      .where(
        and(
          eq(flowTasks.assigneeId, userId),
          eq(flowTasks.kind, 'CC'),
          eq(flowTasks.status, 'UNREAD'),
        ),
      );
    const [unread] = await db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
    return {
      todo: Number(todo?.n ?? 0),
      ccUnread: Number(cc?.n ?? 0),
      noticesUnread: Number(unread?.n ?? 0),
    };
  });
}
