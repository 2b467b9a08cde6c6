import { API, type ArtefactKind } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { FlowGraph } from '@org/flow-model';
import type { ApiPage, ApiServerPage, ArtefactRecord } from '../api/artefacts-api';
import type { ViewDetail } from '../api/dataview-api';
import { sampleViews } from './dataview-mock';
import { orchestrationProblem, publishedCopy } from './orchestrations-mock';
import { statisticProblems } from './statistics-mock';
import { type AreaMock, type ShellServerData, invalid, is, page } from './shell-server';

const STAMP = '2026-05-04T09:30:00.000Z';
const CRON = /^(\S+\s+){4}\S+$/;

/** An artefact record for stories and tests (application 1, 客户管理). */
export function sampleArtefact(
  id: number,
  kind: ArtefactKind,
  content: Record<string, unknown>,
  fields: Partial<ArtefactRecord> = {},
): ArtefactRecord {
  return {
    id,
    appId: 1,
    appCode: 'crm',
    appName: '客户管理',
    kind,
    artefactCode: `${kind.toLowerCase()}_${id}`,
    artefactName: `${kind} ${id}`,
    description: '',
    content,
    status: 1,
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
    ...fields,
  };
}

/**
 * The sample flow's graph (customer registration, form 11): the initiator's leader approves;
 * a registration with a phone number is copied to the sales role, then the flow ends.
 */
export const sampleFlowGraph = (): FlowGraph => ({
  nodes: [
    {
      id: 'start',
      kind: 'start',
      name: '发起人',
      position: { x: 218, y: 0 },
      initiators: { type: 'everyone' },
    },
    {
      id: 'manager',
      kind: 'approval',
      name: '主管审批',
      position: { x: 150, y: 110 },
      approvers: { type: 'leader', levels: 1 },
      mode: 'any',
      whenNobody: 'admin',
    },
    { id: 'has_phone', kind: 'condition', name: '留了电话？', position: { x: 222, y: 230 } },
    {
      id: 'notify_sales',
      kind: 'cc',
      name: '抄送销售',
      position: { x: 20, y: 340 },
      recipients: { type: 'role', roleCode: 'crm_sales' },
    },
    { id: 'end', kind: 'end', name: '结束', position: { x: 218, y: 470 } },
  ],
  edges: [
    { id: 'e_start', source: 'start', target: 'manager' },
    { id: 'e_manager', source: 'manager', target: 'has_phone' },
    {
      id: 'e_phone',
      source: 'has_phone',
      target: 'notify_sales',
      name: '有电话',
      condition: { kind: 'field', field: 'phone', type: 'text', op: 'notEmpty' },
    },
    { id: 'e_default', source: 'has_phone', target: 'end', isDefault: true },
    { id: 'e_sales', source: 'notify_sales', target: 'end' },
  ],
});

/** One artefact of each kind, for stories and tests. */
export const sampleArtefacts = (): ArtefactRecord[] => [
  sampleArtefact(
    701,
    'WORKFLOW',
    { formId: 11, graph: sampleFlowGraph() },
    { artefactCode: 'customer_flow', artefactName: '客户登记流程' },
  ),
  sampleArtefact(
    702,
    'ORCHESTRATION',
    {
      inputs: [{ name: 'city', type: 'string', required: true }],
      steps: [
        {
          key: 'customers',
          name: '读客户',
          type: 'DATA_VIEW',
          viewId: 32,
          params: { city: '${input.city}' },
        },
        {
          key: 'payload',
          name: '整理数据',
          type: 'SCRIPT',
          script: 'return { city: input.city, count: steps.customers.rows };',
        },
        {
          key: 'push',
          name: '推送',
          type: 'API',
          apiId: 1,
          headers: { 'X-Source': 'crm' },
          body: '${steps.payload}',
          timeoutMs: 5000,
        },
      ],
    },
    { artefactCode: 'sync_customers', artefactName: '同步客户' },
  ),
  sampleArtefact(
    703,
    'STATISTIC',
    { chart: 'bar', viewId: 32, dimension: { column: 'city' }, measures: [{ aggregate: 'COUNT' }] },
    { artefactCode: 'by_level', artefactName: '按级别统计' },
  ),
  sampleArtefact(
    704,
    'TASK',
    {
      cron: '0 8 * * 1-5',
      targetType: 'ORCHESTRATION',
      orchestrationCode: 'sync_customers',
      enabled: true,
    },
    { artefactCode: 'nightly', artefactName: '工作日同步' },
  ),
  sampleArtefact(
    705,
    'SOURCE',
    { path: 'src/index.ts', text: 'export {};\n' },
    { artefactCode: 'index', artefactName: '入口' },
  ),
  sampleArtefact(
    706,
    'RELEASE',
    {
      version: '1.0.0',
      notes: '首个版本',
      forms: [{ formId: 11, formCode: 'customer', version: 3 }],
    },
    { artefactCode: 'v1', artefactName: '1.0 版' },
  ),
  sampleArtefact(
    707,
    'PAGE',
    { title: '客户一览', blocks: [{ type: 'FORM', formId: 11 }] },
    { artefactCode: 'customer_home', artefactName: '客户首页' },
  ),
  sampleArtefact(
    708,
    'TASK',
    {
      cron: '30 7 * * *',
      timezone: 'Asia/Shanghai',
      targetType: 'DATA_VIEW',
      viewId: 32,
      params: { city: '杭州' },
      timeoutSeconds: 300,
      enabled: true,
    },
    { artefactCode: 'daily_customers', artefactName: '每日客户报表' },
  ),
];

/**
 * `data` with the sample artefacts, more orchestrations of 客户管理 and their publications:
 * 同步客户 (version 1),
 * 客户报表 (`customer_report`, version 2) with an input of each type, 核对客户
 * (`check_customer`, version 1) whose script throws 客户不存在, 旧报表 (`old_report`, version
 * 3, taken offline), and 草稿编排 (`draft`), never published.
 */
export function withPublications(data: ShellServerData): ShellServerData {
  const report = sampleArtefact(
    720,
    'ORCHESTRATION',
    {
      inputs: [
        { name: 'city', type: 'string', required: true },
        { name: 'days', type: 'number', required: false },
        { name: 'withVisits', type: 'boolean', required: false },
        { name: 'filter', type: 'object', required: false },
      ],
      steps: [
        {
          key: 'customers',
          name: '读客户',
          type: 'DATA_VIEW',
          viewId: 32,
          params: { city: '${input.city}' },
        },
        {
          key: 'report',
          name: '汇总',
          type: 'SCRIPT',
          script: 'return { count: steps.customers.rows };',
        },
      ],
    },
    { artefactCode: 'customer_report', artefactName: '客户报表' },
  );
  const check = sampleArtefact(
    721,
    'ORCHESTRATION',
    {
      inputs: [{ name: 'id', type: 'number', required: true }],
      steps: [
        { key: 'check', name: '核对', type: 'SCRIPT', script: 'throw new Error("客户不存在");' },
      ],
    },
    { artefactCode: 'check_customer', artefactName: '核对客户' },
  );
  const old = sampleArtefact(
    722,
    'ORCHESTRATION',
    { steps: [{ key: 'rows', name: '读客户', type: 'DATA_VIEW', viewId: 32 }] },
    { artefactCode: 'old_report', artefactName: '旧报表' },
  );
  const draft = sampleArtefact(
    723,
    'ORCHESTRATION',
    { steps: [{ name: '读客户', type: 'DATA_VIEW', viewId: 32 }] },
    { artefactCode: 'draft', artefactName: '草稿编排' },
  );
  const artefacts = [...sampleArtefacts(), report, check, old, draft];
  const sync = artefacts.find((a) => a.artefactCode === 'sync_customers');
  return {
    ...data,
    artefacts,
    published: [
      ...(sync ? [publishedCopy(sync, 'crm')] : []),
      publishedCopy(report, 'crm', { version: 2, publishedAt: '2026-05-05T02:00:00.000Z' }),
      publishedCopy(check, 'crm', { publishedAt: '2026-05-06T02:00:00.000Z' }),
      publishedCopy(old, 'crm', {
        version: 3,
        publishStatus: 'OFFLINE',
        publishedAt: '2026-05-01T02:00:00.000Z',
        publishedBy: '张三',
      }),
    ],
  };
}

const sampleServers = (): ApiServerPage['list'] => [
  {
    id: 1,
    serverCode: 'platform-auth',
    serverName: '平台认证服务',
    protocol: 'http',
    host: 'localhost',
    port: 3000,
    basePath: '/ibsp-bg-auth',
    healthPath: '/health',
    timeoutMs: 5000,
    authType: 'TOKEN',
    headers: {},
    env: 'prod',
    status: 1,
    remark: '',
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
  },
];

const sampleApis = (): ApiPage['list'] => [
  {
    id: 1,
    serverId: 1,
    serverCode: 'platform-auth',
    serverName: '平台认证服务',
    apiCode: 'dict.byCode',
    apiName: '按编码查询字典',
    method: 'POST',
    path: '/sysDict/v1/dictByCode',
    requestSchema: null,
    responseSchema: null,
    publishStatus: 'PUBLISHED',
    status: 1,
    remark: '',
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
  },
];

type Body = Record<string, unknown>;

/** Whether `value` is a whole number from `min` to `max`, or left out. */
const within = (value: unknown, min: number, max: number) =>
  value === undefined || (Number.isInteger(value) && Number(value) >= min && Number(value) <= max);

/**
 * Why a template cannot be read, as the server says it: a `${` whose braces do not close (quoted
 * text inside it skipped), a quote left open, or an empty `${}`.
 */
function templateProblem(template: string): string | null {
  const cannot = (reason: string) => `The template cannot be read: ${reason}`;
  let at = template.indexOf('${');
  while (at >= 0) {
    let depth = 1;
    let end = at + 2;
    while (end < template.length && depth > 0) {
      const char = template.charAt(end);
      if (char === '"' || char === "'" || char === '`') {
        const close = template.indexOf(char, end + 1);
        if (close < 0) return cannot('a quote is not closed');
        end = close + 1;
      } else {
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        end += 1;
      }
    }
    if (depth > 0) return cannot('"${" is not closed by "}"');
    if (template.slice(at + 2, end - 1).trim() === '') return cannot('"${}" holds no expression');
    at = template.indexOf('${', end);
  }
  return null;
}

/** An API target: a catalogue API chosen, and a query and body whose templates can be read. */
function apiTargetProblem(content: Body): [string, string] | null {
  const at = (field: string) => `body.content.${field}`;
  if (content.apiId === undefined) return [at('apiId'), 'Choose the API to call.'];
  if (!sampleApis().some((api) => api.id === content.apiId)) {
    return [at('apiId'), `API ${String(content.apiId)} is not in the service catalogue`];
  }
  const params = (content.params ?? {}) as Record<string, string>;
  for (const [name, value] of Object.entries(params)) {
    const problem = templateProblem(value);
    // as the server's template check names it: `params.<name>`, whatever the name
    if (problem) return [at(`params.${name}`), problem];
  }
  const problem = templateProblem(String(content.body ?? ''));
  return problem ? [at('body'), problem] : null;
}

/**
 * A task's content as the server checks it: the cron, an API target, the flow's data, the run
 * settings.
 */
function taskProblem(content: Body): [string, string] | null {
  const at = (field: string) => `body.content.${field}`;
  if (!CRON.test(String(content.cron ?? '').trim())) {
    return [at('cron'), 'must have 5 fields (minute hour day-of-month month day-of-week)'];
  }
  if (content.targetType === 'API') {
    const problem = apiTargetProblem(content);
    if (problem) return problem;
  }
  const data = content.flowData;
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    return [at('flowData'), 'must be object'];
  }
  if (!within(content.timeoutSeconds, 1, 3600)) {
    return [at('timeoutSeconds'), 'must be an integer from 1 to 3600'];
  }
  if (!within(content.retries, 0, 10)) return [at('retries'), 'must be an integer from 0 to 10'];
  if (!within(content.retryDelaySeconds, 1, 3600)) {
    return [at('retryDelaySeconds'), 'must be an integer from 1 to 3600'];
  }
  return null;
}

/**
 * The rules of the server the stories and tests meet: required fields, a task's content, an
 * orchestration's steps, a statistic's columns over its view (the first problem of those).
 */
function contentProblem(
  kind: ArtefactKind,
  content: Body,
  views: readonly ViewDetail[],
): [string, string] | null {
  const at = (field: string) => `body.content.${field}`;
  if (kind === 'WORKFLOW') {
    if (typeof content.formId !== 'number') return [at('formId'), 'is required'];
    const graph = content.graph as { nodes?: unknown; edges?: unknown } | undefined;
    if (!Array.isArray(graph?.nodes) || !Array.isArray(graph.edges))
      return [at('graph'), 'is required'];
  }
  if (kind === 'TASK') return taskProblem(content);
  if (kind === 'ORCHESTRATION') return orchestrationProblem(content);
  if (kind === 'STATISTIC') return statisticProblems(content, views)[0] ?? null;
  if (kind === 'PAGE' && !content.title) return [at('title'), 'must not be empty'];
  return null;
}

/**
 * The artefact routes (list, one, create, change, status, delete, holdings) and the API
 * catalogue the ServerApi page reads, over `data.artefacts` (the samples when absent).
 */
export const artefactsMock: AreaMock = (data) => {
  // Kept in `data` too, where the flow designer's mock reads the draft it publishes.
  data.artefacts ??= sampleArtefacts();
  let artefacts = data.artefacts;
  const views = data.dataViews ?? sampleViews();
  let nextId = 900;
  const withApp = (row: ArtefactRecord): ArtefactRecord => {
    const app = data.apps.find((a) => a.id === row.appId);
    return app ? { ...row, appCode: app.appCode, appName: app.appName } : row;
  };
  return (request: MockRequest) => {
    const body = (request.body ?? {}) as Body;
    if (is(request, API.artefacts.page)) {
      const keyword = typeof body.keyword === 'string' ? body.keyword : '';
      const found = artefacts.filter(
        (a) =>
          (body.appId === undefined || a.appId === body.appId) &&
          (body.kind === undefined || a.kind === body.kind) &&
          (body.status === undefined || a.status === body.status) &&
          (a.artefactCode.includes(keyword) || a.artefactName.includes(keyword)),
      );
      return { code: 20000, data: page(found.map(withApp), body) };
    }
    if (is(request, API.artefacts.get)) {
      const found = artefacts.find((a) => a.id === Number(request.query.get('id')));
      return found
        ? { code: 20000, data: withApp(found) }
        : { code: 40004, message: `Artefact ${request.query.get('id')} was not found.` };
    }
    if (is(request, API.artefacts.create)) {
      const kind = body.kind as ArtefactKind;
      const code = String(body.artefactCode ?? '');
      if (!/^[A-Za-z][A-Za-z0-9_.:-]*$/.test(code))
        return invalid('body.artefactCode', 'must not be empty');
      if (!body.artefactName) return invalid('body.artefactName', 'must not be empty');
      if (
        artefacts.some((a) => a.appId === body.appId && a.kind === kind && a.artefactCode === code)
      ) {
        return { code: 40009, message: `The ${kind} code "${code}" is already in use.` };
      }
      const content = body.content as Body;
      const problem = contentProblem(kind, content, views);
      if (problem) return invalid(...problem);
      const compiled = kind === 'RELEASE' ? (data.compileProblems ?? []) : [];
      if (compiled.length > 0) {
        // as the server refuses a release of an application that does not compile
        return {
          code: 40022,
          message: compiled.join('; '),
          data: {
            errors: compiled.map((message, index) => ({
              field: `body.content.compile[${index}]`,
              message,
            })),
          },
        };
      }
      const row = sampleArtefact((nextId += 1), kind, content, {
        appId: Number(body.appId),
        artefactCode: code,
        artefactName: String(body.artefactName),
        description: String(body.description ?? ''),
      });
      artefacts = data.artefacts = [...artefacts, row];
      return { code: 20000, data: withApp(row) };
    }
    if (is(request, API.artefacts.update) || is(request, API.artefacts.setStatus)) {
      const current = artefacts.find((a) => a.id === body.id);
      if (!current) return { code: 40004, message: `Artefact ${String(body.id)} was not found.` };
      if (body.content !== undefined) {
        const problem = contentProblem(current.kind, body.content as Body, views);
        if (problem) return invalid(...problem);
      }
      const saved = { ...current, ...body, id: current.id } as ArtefactRecord;
      artefacts = data.artefacts = artefacts.map((a) => (a.id === current.id ? saved : a));
      return { code: 20000, data: withApp(saved) };
    }
    if (is(request, API.artefacts.remove)) {
      const ids = new Set((body.ids as number[] | undefined) ?? []);
      artefacts = data.artefacts = artefacts.filter((a) => !ids.has(a.id));
      return { code: 20000, data: { affected: ids.size } };
    }
    if (is(request, API.artefacts.holdings)) {
      const list = data.apps.map((app) => {
        const counts: Record<string, number> = {};
        for (const a of artefacts.filter((row) => row.appId === app.id)) {
          counts[a.kind] = (counts[a.kind] ?? 0) + 1;
        }
        return {
          appId: app.id,
          appCode: app.appCode,
          appName: app.appName,
          description: app.description,
          status: app.status,
          formCount: data.forms.filter((f) => f.appId === app.id).length,
          viewCount: app.id === 1 ? 2 : 0,
          artefacts: counts,
        };
      });
      return { code: 20000, data: { list } };
    }
    if (is(request, API.apiServer.page)) return { code: 20000, data: page(sampleServers(), body) };
    if (is(request, API.apiServer.apiPage)) {
      return {
        code: 20000,
        data: page(
          sampleApis().filter(
            (api) => body.serverId === undefined || api.serverId === body.serverId,
          ),
          body,
        ),
      };
    }
    return undefined;
  };
};
