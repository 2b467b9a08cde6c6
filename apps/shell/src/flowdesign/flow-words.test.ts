import { createI18n } from '@org/app-kit';
import type { ApprovalNode, FlowField } from '@org/flow-model';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../messages';
import { conditionWords, edgeWords, namesOf, nodeSummary, peopleWords } from './flow-words';
import { createNode } from './graph-edit';

const zh = createI18n(shellMessages, 'zh-CN').getFixedT('zh-CN', 'shell');
const en = createI18n(shellMessages, 'en-US').getFixedT('en-US', 'shell');

const FIELDS: FlowField[] = [
  { model: 'amount', label: '金额', type: 'number' },
  {
    model: 'kind',
    label: '类型',
    type: 'choice',
    choices: [
      { value: 'a', label: '差旅' },
      { value: 'b', label: '采购' },
    ],
  },
];
const names = namesOf(
  {
    roles: [{ value: 'hr', label: '人事' }],
    users: [{ value: 2, label: '张三' }],
    departments: [{ value: 32, label: '销售部' }],
  },
  FIELDS,
);

describe('people in words', () => {
  it('says whom a rule names, by the names of roles and users', () => {
    expect(peopleWords({ type: 'role', roleCode: 'hr' }, zh, names)).toBe('角色：人事');
    expect(peopleWords({ type: 'leader', levels: 1 }, zh, names)).toBe('部门负责人（上 1 级）');
    expect(peopleWords({ type: 'users', userIds: [2, 9] }, zh, names)).toBe('成员：张三、9');
    expect(peopleWords({ type: 'role', roleCode: '' }, en, names)).toBe('No role given');
  });

  it('puts the mode on an approval card', () => {
    const node = {
      ...createNode('approval', 'a', '经理', { x: 0, y: 0 }),
      mode: 'all',
    } as ApprovalNode;
    expect(nodeSummary(node, zh, names)).toBe('部门负责人（上 1 级） · 会签');
  });
});

describe('conditions in words', () => {
  it('names fields, comparisons, choices and groups', () => {
    const words = conditionWords(
      {
        kind: 'all',
        items: [
          { kind: 'field', field: 'amount', type: 'number', op: 'gt', value: 1000 },
          {
            kind: 'any',
            items: [
              { kind: 'field', field: 'kind', type: 'choice', op: 'in', value: ['a', 'b'] },
              { kind: 'initiator', subject: 'department', op: 'in', values: [32] },
            ],
          },
        ],
      },
      zh,
      names,
    );
    expect(words).toBe('金额 大于 1000 且 (类型 属于 差旅、采购 或 发起人部门 属于 销售部)');
  });

  it('shows the default branch as such, and a branch without condition', () => {
    const from = { id: 'c', kind: 'condition', name: 'c', position: { x: 0, y: 0 } } as const;
    expect(edgeWords({ id: 'x', source: 'c', target: 'd', isDefault: true }, from, zh, names)).toBe(
      '默认',
    );
    expect(edgeWords({ id: 'x', source: 'c', target: 'd', name: '其他' }, from, en, names)).toBe(
      '其他 · No condition',
    );
    expect(edgeWords({ id: 'x', source: 'a', target: 'd' }, undefined, zh, names)).toBeUndefined();
  });
});
