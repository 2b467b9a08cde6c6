import type {
  Condition,
  FieldCondition,
  FlowEdge,
  FlowField,
  FlowNode,
  FlowNodeKind,
  PeopleRule,
} from '@org/flow-model';
import type { TFunction } from 'i18next';
import type { FlowChoices } from './flow-choices';

/**
 * Flows said in words for the canvas and the problems: who a node involves ("角色：人事",
 * "部门负责人（上 1 级）"), what a branch tests, and what a node kind is called.
 */

/** The names of what a flow refers to by id or code. */
export interface FlowNames {
  role: (code: string) => string;
  user: (id: number) => string;
  department: (id: number | string) => string;
  field: (model: string) => FlowField | undefined;
}

const labelIn = (choices: readonly { value: string | number; label: string }[]) => {
  const byValue = new Map(choices.map((choice) => [String(choice.value), choice.label]));
  return (value: string | number) => byValue.get(String(value)) ?? String(value);
};

/** Names from the choices offered and the form's fields; what is not among them by its code. */
export function namesOf(choices: FlowChoices, fields: readonly FlowField[]): FlowNames {
  const byModel = new Map(fields.map((field) => [field.model, field]));
  return {
    role: labelIn(choices.roles),
    user: labelIn(choices.users),
    department: labelIn(choices.departments),
    field: (model) => byModel.get(model),
  };
}

/** What a node kind is called ("审批人"). */
export const kindName = (kind: FlowNodeKind, t: TFunction) => t(`flowDesign.kind.${kind}`);

/** Whom a people rule names, in words. */
export function peopleWords(rule: PeopleRule, t: TFunction, names: FlowNames): string {
  const separator = t('flowDesign.words.separator');
  switch (rule.type) {
    case 'users':
      return rule.userIds.length === 0
        ? t('flowDesign.words.noUsers')
        : t('flowDesign.words.users', { names: rule.userIds.map(names.user).join(separator) });
    case 'role':
      return rule.roleCode.trim() === ''
        ? t('flowDesign.words.noRole')
        : t('flowDesign.words.role', { name: names.role(rule.roleCode) });
    case 'leader':
      return t('flowDesign.words.leader', { levels: rule.levels });
    case 'chosen':
      return t('flowDesign.words.chosen');
    case 'field':
      return rule.field.trim() === ''
        ? t('flowDesign.words.noField')
        : t('flowDesign.words.field', { name: names.field(rule.field)?.label ?? rule.field });
  }
}

/** What an approval or CC node's card says under its name; nothing for other kinds. */
export function nodeSummary(node: FlowNode, t: TFunction, names: FlowNames): string | undefined {
  if (node.kind === 'approval') {
    return `${peopleWords(node.approvers, t, names)} · ${t(`flowDesign.words.${node.mode}`)}`;
  }
  if (node.kind === 'cc') return peopleWords(node.recipients, t, names);
  return undefined;
}

function fieldValueWords(test: FieldCondition, t: TFunction, names: FlowNames): string {
  const { value } = test;
  if (value === undefined) return '';
  if (Array.isArray(value)) {
    const choices = names.field(test.field)?.choices ?? [];
    const label = labelIn(choices);
    return value.map(label).join(t('flowDesign.words.separator'));
  }
  return test.type === 'text' ? `“${String(value)}”` : String(value);
}

/** A condition in words: "金额 大于 1000 且 发起人部门 属于 销售部". */
export function conditionWords(
  condition: Condition,
  t: TFunction,
  names: FlowNames,
  nested = false,
): string {
  switch (condition.kind) {
    case 'field': {
      const label = names.field(condition.field)?.label ?? condition.field;
      const value = fieldValueWords(condition, t, names);
      return [label, t(`flowDesign.op.${condition.op}`), value].filter(Boolean).join(' ');
    }
    case 'initiator': {
      const subject =
        condition.subject === 'department'
          ? t('flowDesign.words.initiatorDepartment')
          : t('flowDesign.words.initiatorRole');
      const values = condition.values.map((value) =>
        condition.subject === 'department' ? names.department(value) : names.role(String(value)),
      );
      const list = values.join(t('flowDesign.words.separator'));
      return [subject, t(`flowDesign.op.${condition.op}`), list].filter(Boolean).join(' ');
    }
    case 'all':
    case 'any': {
      const joint = ` ${t(condition.kind === 'all' ? 'flowDesign.words.and' : 'flowDesign.words.or')} `;
      const words = condition.items.map((item) => conditionWords(item, t, names, true)).join(joint);
      return nested && condition.items.length > 1 ? `(${words})` : words;
    }
  }
}

/**
 * What an edge shows on the canvas: a condition node's branch its condition, "默认" or "未设条件"
 * (after its name when it has one); another edge only its name.
 */
export function edgeWords(
  edge: FlowEdge,
  from: FlowNode | undefined,
  t: TFunction,
  names: FlowNames,
): string | undefined {
  const name = edge.name?.trim();
  if (from?.kind !== 'condition') return name || undefined;
  const words = edge.isDefault
    ? t('flowDesign.words.default')
    : edge.condition
      ? conditionWords(edge.condition, t, names)
      : t('flowDesign.words.noCondition');
  return name ? `${name} · ${words}` : words;
}
