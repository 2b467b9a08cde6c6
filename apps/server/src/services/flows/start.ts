import type { FlowStartBody } from '@org/api-contract';
import {
  type FlowGraph,
  type StartNode,
  fieldAccess,
  firstStep,
  withChanges,
} from '@org/flow-model';
import type { FormDefinition } from '@org/form-schema';
import { flowInstances, formSubmissions } from '../../db/schema/index';
import { written } from '../../db/rows';
import type { Queryable } from '../../db/types';
import { type FieldProblem, conflict, invalidField, validationFailed } from '../../http/api-error';
import type { Language } from '../../i18n/language';
import { render, text } from '../../i18n/text';
import { checkSubmission } from '../submission-check';
import { type FlowRow, type VersionRow, flowOf, formVersionOf, liveVersion } from './flow-rows';
import { initiatorFacts, namesOf, peopleOf } from './people';
import { type InstanceRow, conditionFacts, enter, lockRun, record, settle } from './run';

/** The start node of a published graph (the checks made sure there is one). */
export function startNodeOf(graph: FlowGraph): StartNode {
  const start = graph.nodes.find((node): node is StartNode => node.kind === 'start');
  if (!start) throw new Error('A published flow has no start node.');
  return start;
}

/** Whether someone with these departments and roles may start a flow. */
export function mayStart(
  start: StartNode,
  who: { departmentIds: readonly number[]; roleCodes: readonly string[] },
): boolean {
  const { initiators } = start;
  if (initiators.type === 'everyone') return true;
  return (
    initiators.roleCodes.some((code) => who.roleCodes.includes(code)) ||
    initiators.departmentIds.some((id) => who.departmentIds.includes(id))
  );
}

/** The flow and its live version, or 40009 when it has none that can be started. */
export async function startableVersion(
  db: Queryable,
  flowId: number,
): Promise<{ flow: FlowRow; version: VersionRow }> {
  const flow = await flowOf(db, flowId);
  const version = await liveVersion(db, flowId);
  if (!version || flow.status !== 1) {
    throw conflict(text('flow.noLiveVersion', { name: flow.artefactName }));
  }
  return { flow, version };
}

/**
 * The start form's values as they may be submitted: only the fields the start node lets the
 * initiator edit, checked by the form's rules (failures under `body.data.<field>`).
 */
export async function startValues(
  definition: FormDefinition,
  start: StartNode,
  given: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const values = withChanges(start, {}, given);
  const checked = await checkSubmission(definition, values);
  const problems: FieldProblem[] = checked.errors.filter((problem) => {
    const model = problem.field.replace(/^body\.data\./, '').split(/[.[]/)[0] ?? '';
    return fieldAccess(start, model) === 'edit';
  });
  if (problems.length > 0) throw validationFailed(problems);
  return checked.data;
}

/** Refuses to start when a node that must find people (`whenNobody: refuse`) finds nobody. */
async function checkRefusingNodes(
  db: Queryable,
  graph: FlowGraph,
  facts: {
    orgId: number | null;
    chosen: Record<string, readonly number[]>;
    data: Record<string, unknown>;
  },
): Promise<void> {
  for (const node of graph.nodes) {
    if (node.kind !== 'approval' || node.whenNobody !== 'refuse') continue;
    const people = await peopleOf(db, node.id, node.approvers, {
      initiatorOrgId: facts.orgId,
      chosen: facts.chosen,
      data: facts.data,
    });
    if (people.length > 0) continue;
    if (node.approvers.type === 'chosen') {
      throw invalidField(`body.chosen.${node.id}`, text('flow.chooseFor', { node: node.name }));
    }
    throw conflict(text('flow.nobodyFor', { node: node.name }));
  }
}

/**
 * Starts a flow for `userId`: the start form's values are checked and stored as a submission
 * of the form version the flow names, the instance is written, and the flow goes on to its
 * first approval nodes. All of it or nothing (the caller runs it in one transaction).
 */
export async function startFlow(
  db: Queryable,
  userId: number,
  body: FlowStartBody,
  now: Date,
  language: Language,
): Promise<InstanceRow> {
  const { flow, version } = await startableVersion(db, body.flowId);
  const start = startNodeOf(version.graph);
  const who = await initiatorFacts(db, userId);
  if (!mayStart(start, who)) {
    throw conflict(text('flow.notInitiators', { name: flow.artefactName }));
  }
  const definition = await formVersionOf(db, version.formId, version.formVersion);
  const data = await startValues(definition, start, body.data);
  const chosen = body.chosen ?? {};
  await checkRefusingNodes(db, version.graph, { orgId: who.orgId, chosen, data });

  const submission = written(
    await db
      .insert(formSubmissions)
      .values({
        formId: version.formId,
        formVersion: version.formVersion,
        appId: flow.appId,
        data,
        submitStatus: 'SUBMITTED',
        submittedBy: userId,
        submittedAt: now,
        createdBy: userId,
        createdAt: now,
        updatedBy: userId,
        updatedAt: now,
      })
      .returning({ id: formSubmissions.id }),
  );
  const names = await namesOf(db, [userId]);
  const title = render(
    text('flow.title', { initiator: names.get(userId) ?? '', flow: flow.artefactName }),
    language,
  );
  const instance = written(
    await db
      .insert(flowInstances)
      .values({
        appId: flow.appId,
        flowId: flow.id,
        versionId: version.id,
        submissionId: submission.id,
        title: title.slice(0, 200),
        initiatorId: userId,
        initiatorOrgId: who.orgId,
        status: 'RUNNING',
        chosen: Object.fromEntries(Object.entries(chosen).map(([node, ids]) => [node, [...ids]])),
        startedAt: now,
        updatedAt: now,
      })
      .returning({ id: flowInstances.id }),
  );
  const run = await lockRun(db, instance.id, now);
  await record(run, start.id, 'START', userId);
  await enter(run, firstStep(run.graph, conditionFacts(run)), userId);
  return settle(run);
}
