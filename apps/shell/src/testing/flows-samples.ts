import type { FlowGraph } from '@org/flow-model';
import {
  DEFAULT_FORM_CONFIG,
  type FormDefinition,
  SCHEMA_VERSION,
  createWidget,
} from '@org/form-schema';
import type { StartableFlow } from '../api/flows-api';

/** A published flow as the in-memory server keeps it: what the centre lists, its graph, its form. */
export interface MockFlow {
  flow: StartableFlow;
  graph: FlowGraph;
  definition: FormDefinition;
  /** Number fields the server requires within [least, most], as the form's rules would. */
  limits?: Readonly<Record<string, readonly [number, number]>>;
}

/** The people of the sample flows, by user id (the same as the sample users of the roles). */
export const FLOW_USERS: Readonly<Record<number, string>> = {
  1: '超级管理员',
  2: '张三',
  3: '李四',
};

/** Who holds the roles the sample flows name. */
export const FLOW_ROLES: Readonly<Record<string, readonly number[]>> = {
  hr: [2],
  admin: [1],
};

/** The leave request's ids: its flow, its nodes. */
export const LEAVE = {
  flowId: 801,
  start: 'start',
  manager: 'manager',
  check: 'days_check',
  hr: 'hr',
  cc: 'cc',
  end: 'end',
} as const;

/** The purchase request's flow id; its approver is chosen when it is started. */
export const PURCHASE = { flowId: 802, approver: 'approver' } as const;

const startable = (fields: Partial<StartableFlow> & Pick<StartableFlow, 'flowId'>) => ({
  versionId: fields.flowId * 10 + 1,
  version: 1,
  appId: 2,
  appCode: 'hr',
  appName: '人事',
  flowCode: 'flow',
  flowName: '',
  description: '',
  formId: 21,
  formVersion: 1,
  ...fields,
});

const at = (x: number, y: number) => ({ x, y });

/** A form of the given fields (type, label, field name), as the designer saves one. */
function formOf(
  fields: readonly {
    type: 'input' | 'textarea' | 'number' | 'date';
    name: string;
    model: string;
  }[],
): FormDefinition {
  return {
    schemaVersion: SCHEMA_VERSION,
    config: { ...DEFAULT_FORM_CONFIG },
    list: fields.map((field) => ({
      ...createWidget(field.type),
      name: field.name,
      model: field.model,
    })),
  };
}

/**
 * A leave request: the manager approves; more than 3 days go to HR as well (who sees and edits
 * the salary field, hidden from everyone else); colleagues chosen at the start get a copy.
 */
function leaveRequest(): MockFlow {
  const hiddenPay = { salary: 'hidden', hrNote: 'hidden' } as const;
  return {
    flow: startable({
      flowId: LEAVE.flowId,
      flowCode: 'leave',
      flowName: '请假申请',
      description: '员工请假，主管审批，超过 3 天再由人事审批',
    }),
    limits: { days: [0.5, 30] },
    definition: formOf([
      { type: 'number', name: '请假天数', model: 'days' },
      { type: 'date', name: '开始日期', model: 'startDate' },
      { type: 'textarea', name: '事由', model: 'reason' },
      { type: 'number', name: '月薪', model: 'salary' },
      { type: 'textarea', name: '人事备注', model: 'hrNote' },
    ]),
    graph: {
      nodes: [
        {
          id: LEAVE.start,
          kind: 'start',
          name: '提交申请',
          position: at(0, 80),
          initiators: { type: 'everyone' },
          fields: hiddenPay,
        },
        {
          id: LEAVE.manager,
          kind: 'approval',
          name: '主管审批',
          position: at(170, 80),
          approvers: { type: 'users', userIds: [1] },
          mode: 'any',
          whenNobody: 'skip',
          fields: hiddenPay,
        },
        { id: LEAVE.check, kind: 'condition', name: '天数判断', position: at(340, 80) },
        {
          id: LEAVE.hr,
          kind: 'approval',
          name: '人事审批',
          position: at(510, 0),
          approvers: { type: 'role', roleCode: 'hr' },
          mode: 'any',
          whenNobody: 'admin',
          fields: { salary: 'edit', hrNote: 'edit' },
        },
        {
          id: LEAVE.cc,
          kind: 'cc',
          name: '抄送同事',
          position: at(680, 80),
          recipients: { type: 'chosen' },
          fields: hiddenPay,
        },
        { id: LEAVE.end, kind: 'end', name: '结束', position: at(850, 80) },
      ],
      edges: [
        { id: 'e1', source: LEAVE.start, target: LEAVE.manager },
        { id: 'e2', source: LEAVE.manager, target: LEAVE.check },
        {
          id: 'e3',
          source: LEAVE.check,
          target: LEAVE.hr,
          name: '超过 3 天',
          condition: { kind: 'field', field: 'days', type: 'number', op: 'gt', value: 3 },
        },
        { id: 'e4', source: LEAVE.check, target: LEAVE.cc, name: '其他', isDefault: true },
        { id: 'e5', source: LEAVE.hr, target: LEAVE.cc },
        { id: 'e6', source: LEAVE.cc, target: LEAVE.end },
      ],
    },
  };
}

/** A purchase request: one approver, whom the initiator chooses when starting it. */
function purchaseRequest(): MockFlow {
  return {
    flow: startable({
      flowId: PURCHASE.flowId,
      appId: 1,
      appCode: 'crm',
      appName: '客户管理',
      flowCode: 'purchase',
      flowName: '采购申请',
      formId: 22,
    }),
    limits: { amount: [1, 1_000_000] },
    definition: formOf([
      { type: 'input', name: '物品', model: 'item' },
      { type: 'number', name: '金额', model: 'amount' },
    ]),
    graph: {
      nodes: [
        {
          id: 'start',
          kind: 'start',
          name: '提交申请',
          position: at(0, 0),
          initiators: { type: 'everyone' },
        },
        {
          id: PURCHASE.approver,
          kind: 'approval',
          name: '审批人',
          position: at(170, 0),
          approvers: { type: 'chosen' },
          mode: 'any',
          whenNobody: 'refuse',
        },
        { id: 'end', kind: 'end', name: '结束', position: at(340, 0) },
      ],
      edges: [
        { id: 'p1', source: 'start', target: PURCHASE.approver },
        { id: 'p2', source: PURCHASE.approver, target: 'end' },
      ],
    },
  };
}

/** The flows of the samples: the leave request (人事) and the purchase request (客户管理). */
export const sampleFlows = (): MockFlow[] => [leaveRequest(), purchaseRequest()];
