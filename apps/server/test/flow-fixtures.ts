/**
 * What the flow tests share: a leave-request form, roles held by seeded users, and flows drawn
 * as graphs, published through the routes.
 */
import { API, type FlowVersion } from '@org/api-contract';
import type { Condition, FlowEdge, FlowGraph, FlowNode, PeopleRule } from '@org/flow-model';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  type WidgetType,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications, orgs, roles, userRoles } from '../src/db/schema/index';
import type { ManagementSuite } from './harness';

export const INIT_PASSWORD = 'Init@123456';

function field(type: WidgetType, model: string, options: Record<string, unknown> = {}): Widget {
  const widget = createWidget(type, { name: model });
  return applyOptionChange({ ...widget, model } as Widget, options as Partial<Widget['options']>);
}

/** Days (required), a reason, and a salary HR must not see. */
export const LEAVE_DEFINITION = {
  schemaVersion: SCHEMA_VERSION,
  config: { ...DEFAULT_FORM_CONFIG },
  list: [
    field('number', 'days', { required: true }),
    field('textarea', 'reason'),
    field('number', 'salary'),
  ],
};

let made = 0;

/** A published form in the demo application; its id. */
export async function publishedForm(t: ManagementSuite, definition = LEAVE_DEFINITION) {
  made += 1;
  const created = await t.call(API.forms.create, t.admin, {
    body: {
      appCode: 'demo',
      formCode: `flow_form_${made}_${Date.now().toString(36)}`,
      formName: `请假单 ${made}`,
      definition,
    },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  const formId = created.body.data.id;
  const published = await t.call(API.forms.publish, t.admin, { body: { id: formId, version: 1 } });
  expect(published.body.code, published.body.message).toBe(20000);
  return formId;
}

/** Gives seeded users a role of their own (created when missing); the role's code. */
export async function roleFor(t: ManagementSuite, roleCode: string, accounts: string[]) {
  const db = t.server.db;
  let [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode));
  if (!role) {
    [role] = await db
      .insert(roles)
      .values({ roleCode, roleName: roleCode, dataScope: 'SELF' })
      .returning({ id: roles.id });
  }
  for (const account of accounts) {
    const userId = await t.id.user(account);
    await db
      .insert(userRoles)
      .values({ userId, roleId: Number(role?.id) })
      .onConflictDoNothing();
  }
  return roleCode;
}

/** Makes a seeded user the leader of an organisation. */
export async function leaderOf(t: ManagementSuite, orgCode: string, account: string) {
  await t.server.db
    .update(orgs)
    .set({ leaderUserId: await t.id.user(account) })
    .where(eq(orgs.orgCode, orgCode));
}

let x = 0;
const at = () => ({ x: (x += 220), y: 80 });

export const start = (
  id = 'start',
  fields?: Record<string, 'edit' | 'read' | 'hidden'>,
): FlowNode => ({
  id,
  name: '发起',
  kind: 'start',
  position: at(),
  initiators: { type: 'everyone' },
  ...(fields ? { fields } : {}),
});

export const approval = (
  id: string,
  name: string,
  approvers: PeopleRule,
  more: Partial<
    Pick<Extract<FlowNode, { kind: 'approval' }>, 'mode' | 'whenNobody' | 'fields'>
  > = {},
): FlowNode => ({
  id,
  name,
  kind: 'approval',
  position: at(),
  approvers,
  mode: 'any',
  whenNobody: 'refuse',
  ...more,
});

export const cc = (id: string, name: string, recipients: PeopleRule): FlowNode => ({
  id,
  name,
  kind: 'cc',
  position: at(),
  recipients,
});

export const gateway = (kind: 'condition' | 'parallel' | 'join', id: string, name = id) =>
  ({ id, name, kind, position: at() }) as FlowNode;

export const end = (id = 'end'): FlowNode => ({ id, name: '结束', kind: 'end', position: at() });

export const edge = (
  source: string,
  target: string,
  more: Partial<Pick<FlowEdge, 'condition' | 'isDefault' | 'name'>> = {},
): FlowEdge => ({ id: `${source}-${target}`, source, target, ...more });

export const daysOver = (days: number): Condition => ({
  kind: 'field',
  field: 'days',
  type: 'number',
  op: 'gt',
  value: days,
});

/** A line of approval nodes between a start and an end. */
export function line(...steps: FlowNode[]): FlowGraph {
  const nodes = [start(), ...steps, end()];
  return {
    nodes,
    edges: nodes.slice(1).map((node, index) => edge(nodes[index]!.id, node.id)),
  };
}

/** A WORKFLOW artefact with `graph` as its draft, published; the flow's id and version. */
export async function publishedFlow(
  t: ManagementSuite,
  formId: number,
  graph: FlowGraph,
  name = '请假流程',
): Promise<{ flowId: number; version: FlowVersion }> {
  const created = await t.call(API.artefacts.create, t.admin, {
    body: {
      appId: await demoAppId(t),
      kind: 'WORKFLOW',
      artefactCode: `flow_${Math.random().toString(36).slice(2, 9)}`,
      artefactName: name,
      content: { formId, graph },
    },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  const flowId = created.body.data.id;
  const published = await t.call(API.flows.publish, t.admin, { body: { flowId } });
  expect(published.body.code, published.body.message).toBe(20000);
  return { flowId, version: published.body.data };
}

export async function demoAppId(t: ManagementSuite): Promise<number> {
  const [app] = await t.server.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.appCode, 'demo'));
  if (!app) throw new Error('No demo application in the seed.');
  return Number(app.id);
}
