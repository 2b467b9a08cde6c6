import type { FlowVersion } from '@org/api-contract';
import {
  type FlowGraph,
  checkFlow,
  flowFieldsOf,
  flowIssueMessage,
  isRunnable,
} from '@org/flow-model';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { flowVersions, orgs, roles } from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { type FieldProblem, conflict, validationFailed } from '../../http/api-error';
import { localized, text } from '../../i18n/text';
import { draftOf, flowOf, formOf, formVersionOf, newestVersion, toVersion } from './flow-rows';
import { enabledUsers, namesOf } from './people';

/** Where a problem of a node or an edge is named in a 40022. */
const fieldOf = (issue: { nodeId?: string; edgeId?: string }) =>
  issue.nodeId !== undefined
    ? `body.graph.nodes.${issue.nodeId}`
    : issue.edgeId !== undefined
      ? `body.graph.edges.${issue.edgeId}`
      : 'body.graph';

/**
 * What `checkFlow` cannot know: that the roles, users and departments a flow names exist and
 * are enabled.
 */
async function referenceProblems(db: Queryable, graph: FlowGraph): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const codes = new Set<string>();
  const departments = new Set<number>();
  for (const node of graph.nodes) {
    if (node.kind === 'start' && node.initiators.type === 'some') {
      node.initiators.roleCodes.forEach((code) => codes.add(code));
      node.initiators.departmentIds.forEach((id) => departments.add(id));
    }
    const rule =
      node.kind === 'approval' ? node.approvers : node.kind === 'cc' ? node.recipients : null;
    if (rule?.type === 'role' && rule.roleCode.trim()) codes.add(rule.roleCode);
    if (rule?.type === 'users' && rule.userIds.length > 0) {
      const found = new Set(await enabledUsers(db, rule.userIds));
      const missing = rule.userIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        problems.push({
          field: fieldOf({ nodeId: node.id }),
          message: text('flow.unknownUsers', { node: node.name, ids: missing.join(', ') }),
        });
      }
    }
  }
  const knownRoles = codes.size
    ? new Set(
        (
          await db
            .select({ code: roles.roleCode })
            .from(roles)
            .where(
              and(
                inArray(roles.roleCode, [...codes]),
                isNull(roles.deletedAt),
                eq(roles.status, 1),
              ),
            )
        ).map((row) => row.code),
      )
    : new Set<string>();
  const knownOrgs = departments.size
    ? new Set(
        (
          await db
            .select({ id: orgs.id })
            .from(orgs)
            .where(and(inArray(orgs.id, [...departments]), isNull(orgs.deletedAt)))
        ).map((row) => row.id),
      )
    : new Set<number>();
  for (const node of graph.nodes) {
    const named =
      node.kind === 'start' && node.initiators.type === 'some'
        ? node.initiators.roleCodes
        : node.kind === 'approval' && node.approvers.type === 'role'
          ? [node.approvers.roleCode]
          : node.kind === 'cc' && node.recipients.type === 'role'
            ? [node.recipients.roleCode]
            : [];
    for (const code of named.filter((c) => c.trim() && !knownRoles.has(c))) {
      problems.push({
        field: fieldOf({ nodeId: node.id }),
        message: text('flow.unknownRole', { node: node.name, code }),
      });
    }
    if (node.kind === 'start' && node.initiators.type === 'some') {
      const missing = node.initiators.departmentIds.filter((id) => !knownOrgs.has(id));
      if (missing.length > 0) {
        problems.push({
          field: fieldOf({ nodeId: node.id }),
          message: text('flow.unknownDepartments', { node: node.name, ids: missing.join(', ') }),
        });
      }
    }
  }
  return problems;
}

/**
 * Publishes a flow's draft as its next version: the draft must run (`checkFlow` against the
 * fields of the form's published version, which the version then keeps) and name roles,
 * users and departments that exist. Problems answer 40022, each naming its node.
 */
export async function publishFlow(
  db: Queryable,
  flowId: number,
  actorId: number,
  now: Date,
): Promise<FlowVersion> {
  const flow = await flowOf(db, flowId);
  const draft = draftOf(flow);
  if (!draft) throw conflict(text('flow.noDesign', { name: flow.artefactName }));
  const form = await formOf(db, draft.formId);
  if (form.publishedVersion === null) {
    throw conflict(text('flow.formNotPublished', { form: form.formName }));
  }
  const definition = await formVersionOf(db, form.id, form.publishedVersion);
  const issues = checkFlow(draft.graph, { fields: flowFieldsOf(definition) });
  const problems: FieldProblem[] = issues
    .filter((issue) => issue.severity === 'error')
    .map((issue) => ({
      field: fieldOf(issue),
      message: text('flow.problem', {
        message: localized({
          'zh-CN': flowIssueMessage(issue, 'zh-CN'),
          'en-US': flowIssueMessage(issue, 'en-US'),
        }),
      }),
    }));
  if (isRunnable(issues)) problems.push(...(await referenceProblems(db, draft.graph)));
  if (problems.length > 0) throw validationFailed(problems);
  const newest = await newestVersion(db, flowId);
  const [row] = await db
    .insert(flowVersions)
    .values({
      flowId,
      appId: flow.appId,
      version: (newest?.version ?? 0) + 1,
      formId: form.id,
      formVersion: form.publishedVersion,
      graph: draft.graph,
      publishedBy: actorId,
      publishedAt: now,
    })
    .returning();
  if (!row) throw conflict(text('flow.noDesign', { name: flow.artefactName }));
  const names = await namesOf(db, [actorId]);
  return toVersion(row, names.get(actorId) ?? '', 0);
}

/** Withdraws the flow's live version: nobody starts it any more; running instances finish. */
export async function withdrawFlow(db: Queryable, flowId: number, now: Date): Promise<FlowVersion> {
  const flow = await flowOf(db, flowId);
  const newest = await newestVersion(db, flowId);
  if (!newest || newest.withdrawnAt !== null) {
    throw conflict(text('flow.nothingToWithdraw', { name: flow.artefactName }));
  }
  const [row] = await db
    .update(flowVersions)
    .set({ withdrawnAt: now })
    .where(eq(flowVersions.id, newest.id))
    .returning();
  const publisher =
    newest.publishedBy === null ? new Map() : await namesOf(db, [newest.publishedBy]);
  return toVersion(row ?? newest, publisher.get(newest.publishedBy ?? 0) ?? '', 0);
}
