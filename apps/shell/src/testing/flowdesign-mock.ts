import { API, type RouteContract, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import { type FlowGraph, checkFlow, flowFieldsOf } from '@org/flow-model';
import type { FlowVersionRow, OrgTreeNode } from '../api/flowdesign-api';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer, ShellServerData } from './shell-server';

const STAMP = '2026-05-04T09:30:00.000Z';
const LATER = '2026-05-06T14:00:00.000Z';
const audit = { createdBy: 1, createdAt: STAMP, updatedBy: 1, updatedAt: STAMP };

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);
const ok = (data: unknown): MockAnswer => ({ code: 20000, data });

/** A published version of a flow for stories and tests (application 1, form 11). */
export function sampleFlowVersion(
  flowId: number,
  version: number,
  fields: Partial<FlowVersionRow> = {},
): FlowVersionRow {
  return {
    id: flowId * 100 + version,
    flowId,
    appId: 1,
    version,
    formId: 11,
    formVersion: 2,
    publishedBy: 1,
    publishedByName: '超级管理员',
    publishedAt: STAMP,
    withdrawnAt: null,
    running: 0,
    ...fields,
  };
}

/** The sample flow (701) was published once and has two instances running. */
export const sampleFlowVersions = (): FlowVersionRow[] => [
  sampleFlowVersion(701, 1, { running: 2 }),
];

function org(id: number, parentId: number | null, orgName: string, children: OrgTreeNode[] = []) {
  return {
    id,
    parentId,
    ancestorIds: parentId === null ? [] : [parentId],
    orgCode: `org${id}`,
    orgName,
    orgShortName: orgName,
    orgNameEn: '',
    orgCategory: parentId === null ? ('company' as const) : ('dept' as const),
    orgType: '',
    leaderUserId: null,
    leaderName: null,
    phone: '',
    email: '',
    fax: '',
    address: '',
    sort: id,
    status: 1 as const,
    remark: '',
    ...audit,
    hasChildren: children.length > 0,
    ...(children.length > 0 ? { children } : {}),
  };
}

/** A company with a sales and a human resources department. */
export const sampleDepartments = (): OrgTreeNode[] => [
  org(31, null, '总公司', [org(32, 31, '销售部'), org(33, 31, '人事部')]),
];

/** What publishing refuses: the form is not published, or the checks find errors. */
function publishRefusal(
  data: ShellServerData,
  formId: unknown,
  graph: FlowGraph,
): MockAnswer | null {
  const form = data.forms.find((f) => f.id === formId);
  if (!form || form.publishedVersion === null) {
    return {
      code: 40022,
      message: `The form ${form?.formName ?? String(formId)} has no published version: publish the form first.`,
    };
  }
  const definition = (data.versions ?? []).find(
    (v) => v.formId === form.id && v.version === form.publishedVersion,
  )?.definition;
  const fields = definition ? flowFieldsOf(definition) : [];
  const errors = checkFlow(graph, { fields }).filter((issue) => issue.severity === 'error');
  if (errors.length === 0) return null;
  return {
    code: 40022,
    message: errors[0]!.message,
    data: {
      errors: errors.map((issue) => ({
        field: issue.edgeId
          ? `body.graph.edges.${issue.edgeId}`
          : `body.graph.nodes.${issue.nodeId ?? ''}`,
        message: issue.message,
      })),
    },
  };
}

/**
 * The flow designer's routes: publishing a WORKFLOW's saved draft (refused, as the server
 * does, while its form is unpublished or the checks find errors), its versions and withdrawing
 * the live one; and the organisation tree its rules choose departments from.
 */
export const flowDesignMock: AreaMock = (data) => {
  let versions = sampleFlowVersions();
  const versionsOf = (flowId: number) =>
    versions.filter((v) => v.flowId === flowId).sort((a, b) => b.version - a.version);
  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (is(request, API.flows.versions)) {
      return ok({ list: versionsOf(Number(request.query.get('flowId'))) });
    }
    if (is(request, API.flows.publish)) {
      const flowId = Number(body.flowId);
      const flow = data.artefacts?.find((a) => a.id === flowId && a.kind === 'WORKFLOW');
      if (!flow) return { code: 40004, message: `Flow ${flowId} was not found.` };
      const content = flow.content as { formId?: number; graph?: FlowGraph };
      const graph = content.graph ?? { nodes: [], edges: [] };
      const refusal = publishRefusal(data, content.formId, graph);
      if (refusal) return refusal;
      const form = data.forms.find((f) => f.id === content.formId);
      const row = sampleFlowVersion(flowId, (versionsOf(flowId)[0]?.version ?? 0) + 1, {
        appId: flow.appId,
        formId: content.formId ?? 0,
        formVersion: form?.publishedVersion ?? 1,
        publishedAt: LATER,
      });
      versions = [row, ...versions];
      return ok(row);
    }
    if (is(request, API.flows.withdraw)) {
      const live = versionsOf(Number(body.flowId))[0];
      if (!live || live.withdrawnAt !== null) {
        return { code: 40009, message: 'The flow has no live version to withdraw.' };
      }
      const withdrawn = { ...live, withdrawnAt: LATER };
      versions = versions.map((v) => (v.id === live.id ? withdrawn : v));
      return ok(withdrawn);
    }
    if (is(request, API.org.tree)) return ok(sampleDepartments());
    return undefined;
  };
};
