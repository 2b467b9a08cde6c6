import { API, routeUrl } from '@org/api-contract';
import type { FlowGraph } from '@org/flow-model';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import type { Db } from '../src/db/types';
import { seedDatabase } from '../src/seed/index';
import { onEachEngine, openEngine, signedInAdmin } from './engines';
import { seedUsers, settle } from './scale-seed';

/**
 * `pnpm bench:flows`: the to-do list and the approve action at scale. 100 000 open tasks
 * (`FLOW_TASKS`) spread over 10 000 users (`FLOW_USERS`), written by bulk SQL, each the first
 * node of its own instance of a two-node flow; the admin holds one task in 500. Then, `RUNS`
 * times each (default 50, after warm-ups): the admin's to-do list, first page of 20; and the
 * admin approving one of their tasks (which gives the second node its task). Prints p50 and
 * p99 in ms per engine: the embedded one, and PostgreSQL when `BENCH_DATABASE_URL` (or
 * `TEST_DATABASE_URL`) names a server (`BENCH_ONLY=pglite|postgres`). Fails on nothing.
 */
const RUNS = Number(process.env.RUNS ?? 50);
const TASKS = Number(process.env.FLOW_TASKS ?? 100_000);
const USERS = Number(process.env.FLOW_USERS ?? 10_000);
const passwords = createPasswordHasher();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A published two-node flow on the demo application's first form; its ids. */
async function flowOf(db: Db, adminId: number) {
  const [form] = await queryRows<{ id: number; app_id: number }>(
    db,
    sql`select id::int as id, app_id::int as app_id from form_definition
         where deleted_at is null order by id limit 1`,
  );
  if (!form) throw new Error('No form in the seed.');
  const graph: FlowGraph = {
    nodes: [
      {
        id: 'start',
        name: '发起',
        kind: 'start',
        position: { x: 0, y: 0 },
        initiators: { type: 'everyone' },
      },
      {
        id: 'first',
        name: '初审',
        kind: 'approval',
        position: { x: 200, y: 0 },
        approvers: { type: 'role', roleCode: 'admin' },
        mode: 'any',
        whenNobody: 'refuse',
      },
      {
        id: 'second',
        name: '复审',
        kind: 'approval',
        position: { x: 400, y: 0 },
        approvers: { type: 'users', userIds: [adminId] },
        mode: 'any',
        whenNobody: 'refuse',
      },
      { id: 'end', name: '结束', kind: 'end', position: { x: 600, y: 0 } },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'first' },
      { id: 'e2', source: 'first', target: 'second' },
      { id: 'e3', source: 'second', target: 'end' },
    ],
  };
  const [flow] = await queryRows<{ id: number }>(
    db,
    sql`insert into app_artefact (app_id, kind, artefact_code, artefact_name, content)
        values (${form.app_id}, 'WORKFLOW', 'bench_flow', 'Bench flow',
                ${JSON.stringify({ formId: form.id, graph })}::jsonb)
        returning id::int as id`,
  );
  const [version] = await queryRows<{ id: number }>(
    db,
    sql`insert into flow_version (flow_id, app_id, version, form_id, form_version, graph, published_at)
        values (${flow?.id}, ${form.app_id}, 1, ${form.id}, 1, ${JSON.stringify(graph)}::jsonb, now())
        returning id::int as id`,
  );
  return {
    formId: form.id,
    appId: form.app_id,
    flowId: Number(flow?.id),
    versionId: Number(version?.id),
  };
}

/** One submission, one instance and one open task per number, by bulk SQL. */
async function seedTasks(db: Db, ids: Awaited<ReturnType<typeof flowOf>>, adminId: number) {
  const batch = 25_000;
  for (let from = 1; from <= TASKS; from += batch) {
    const to = Math.min(TASKS, from + batch - 1);
    await db.execute(sql`
      with users as (
        select array_agg(id::int order by id) as ids from sys_user where account like 'scale-user-%'
      ), made as (
        insert into form_submission (form_id, form_version, app_id, data, submitted_at, created_at, updated_at)
        select ${ids.formId}, 1, ${ids.appId}, jsonb_build_object('n', g), now(), now(), now()
          from generate_series(${from}::int, ${to}::int) g
        returning id
      ), numbered as (
        select id, row_number() over (order by id) + ${from - 1} as g from made
      ), instances as (
        insert into flow_instance (app_id, flow_id, version_id, submission_id, title, initiator_id,
                                   status, current_nodes, started_at, updated_at)
        select ${ids.appId}, ${ids.flowId}, ${ids.versionId}, n.id, 'Request ' || n.g,
               (select ids[1 + n.g % array_length(ids, 1)] from users), 'RUNNING', '初审',
               now() - n.g * interval '1 second', now() - n.g * interval '1 second'
          from numbered n
        returning id, submission_id
      )
      insert into flow_task (instance_id, node_id, node_name, kind, assignee_id, status, created_at)
      select i.id, 'first', '初审', 'APPROVE',
             case when n.g % 500 = 0 then ${adminId}
                  else (select ids[1 + n.g % array_length(ids, 1)] from users) end,
             'PENDING', now() - n.g * interval '1 second'
        from instances i join numbered n on n.id = i.submission_id`);
  }
}

async function timed(times: number, call: () => Promise<{ code: number }>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const { code } = await call();
    samples.push(performance.now() - started);
    if (code !== 20000) throw new Error(`A call answered ${code}.`);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function benchEngine(kind: 'pglite' | 'postgres', url?: string): Promise<void> {
  const opened = await openEngine(kind, url);
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(opened.handle);
    const db = opened.handle.db;
    await seedDatabase(db, { passwords, clock: systemClock });
    const started = performance.now();
    await seedUsers(db, USERS);
    const [admin] = await queryRows<{ id: number }>(
      db,
      sql`select id::int as id from sys_user where account = 'admin'`,
    );
    const adminId = Number(admin?.id);
    const ids = await flowOf(db, adminId);
    await seedTasks(db, ids, adminId);
    await settle(db);
    console.log(
      `[${kind}] ${TASKS} open tasks over ${USERS} users seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    app = await buildApp({
      database: opened.handle,
      clock: systemClock,
      passwords,
      logLevel: 'silent',
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const post = await signedInAdmin(base);
    const todo = () => post(routeUrl(API.flows.todo), { pageSize: 20 });
    await timed(5, todo);
    const list = await timed(RUNS, todo);
    console.log(
      `[${kind}] to-do, first page of 20: p50 ${list.p50.toFixed(1)} ms, p99 ${list.p99.toFixed(1)} ms`,
    );

    const open = await queryRows<{ id: number }>(
      db,
      sql`select id::int as id from flow_task
           where assignee_id = ${adminId} and status = 'PENDING' and node_id = 'first'
           order by id limit ${RUNS + 5}`,
    );
    let next = 0;
    const approve = () =>
      post(routeUrl(API.flows.act), { taskId: open[next++]?.id, action: 'approve' });
    await timed(5, approve);
    const acted = await timed(Math.min(RUNS, open.length - 5), approve);
    console.log(
      `[${kind}] approve (with the next node's task): p50 ${acted.p50.toFixed(1)} ms, p99 ${acted.p99.toFixed(1)} ms`,
    );
  } finally {
    await app?.close();
    await opened.handle.close();
    await opened.drop();
  }
}

await onEachEngine(benchEngine);
