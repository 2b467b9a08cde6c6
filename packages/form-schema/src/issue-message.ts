/**
 * A definition problem in the reader's language. Every issue carries its English `message`;
 * the ones with `params` can also be said in Chinese, from their code and those values. Codes,
 * models, keys and paths stay as they are in any language.
 */
import type { Locale } from './catalogue';
import { type ScriptSyntaxKind, syntaxReasonIn } from './script-syntax';
import type { DefinitionIssue } from './validate-definition';

type Params = Readonly<Record<string, string | number>>;

const TYPE_NAMES_ZH: Readonly<Record<string, string>> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

/** `整数，范围 1 到 24`, `数字或 null`: the Chinese of an expected type and its bounds. */
function expectedZh(params: Params): string {
  const { minimum, maximum } = params;
  const names = String(params.types ?? '')
    .split(',')
    .filter(Boolean)
    .map((type) => {
      const name = TYPE_NAMES_ZH[type] ?? type;
      if (type !== 'number' && type !== 'integer') return name;
      if (minimum !== undefined && maximum !== undefined) {
        return `${name}（${minimum} 到 ${maximum}）`;
      }
      if (minimum !== undefined) return `${name}（≥ ${minimum}）`;
      if (maximum !== undefined) return `${name}（≤ ${maximum}）`;
      return name;
    });
  return names.length === 0 ? '一个值' : names.join('或');
}

/** The Chinese of each code, from the issue's params; undefined where they do not suffice. */
const ZH: Readonly<Record<string, (params: Params) => string | undefined>> = {
  'invalid-json': ({ line, column, reason }) =>
    line === undefined ? undefined : `不是有效的 JSON：第 ${line} 行第 ${column} 列：${reason}`,
  'expected-type': (params) => `应为${expectedZh(params)}`,
  'out-of-range': (params) => `应为${expectedZh(params)}`,
  'expected-value': ({ values, expected }) =>
    values !== undefined
      ? `应为以下之一：${values}`
      : expected !== undefined
        ? `应为 ${expected}`
        : undefined,
  'forbidden-value': ({ excluded, exclusion }) =>
    excluded !== undefined
      ? `不能是以下之一：${excluded}`
      : exclusion !== undefined
        ? '此值不被允许'
        : '此处不应有值',
  'missing-property': ({ name }) => `缺少必需的属性“${name}”`,
  cycle: () => '循环引用：此值包含它自身',
  'too-deep': ({ limit, unit }) =>
    unit === 'containers' ? `容器嵌套超过 ${limit} 层` : `嵌套超过 ${limit} 层`,
  'invalid-pattern': ({ reason }) => `正则表达式无效：${reason}`,
  'report-spans': ({ size, unit }) =>
    size === undefined
      ? undefined
      : `应为 1 到 ${size} 的整数：报表只有 ${size} ${unit === 'rows' ? '行' : '列'}`,
  'duplicate-key': ({ key, first }) => `标识“${key}”重复：${first} 也在用`,
  'empty-model': () => '字段标识为空：此字段在表单数据中没有名字',
  'duplicate-model': ({ model, first }) =>
    `字段标识“${model}”重复：${first} 也在用，两个字段共用一个值`,
  'unknown-widget-type': ({ type }) => `未知的组件类型“${type}”：显示为占位`,
  'too-many-issues': ({ count }) => `…另有 ${count} 个问题`,
  'script-syntax': ({ kind, name, part, line, column, reason, reasonKind }) => {
    const script =
      kind === 'event'
        ? `事件脚本“${name}”`
        : kind === 'dataSource'
          ? `数据源“${name}”的 ${part}`
          : `字段“${name}”的自定义校验`;
    const why = syntaxReasonIn(
      { kind: (reasonKind ?? 'other') as ScriptSyntaxKind, message: String(reason) },
      'zh-CN',
    );
    return `${script}无法解析：第 ${line} 行第 ${column} 列：${why}`;
  },
};

/**
 * The issue's message in `locale`: the English `message` in en-US, and in zh-CN the Chinese of
 * its code where its `params` allow (else the English message, as it is).
 */
export function issueMessage(issue: DefinitionIssue, locale: Locale): string {
  if (locale !== 'zh-CN' || issue.params === undefined) return issue.message;
  return ZH[issue.code]?.(issue.params) ?? issue.message;
}

/** `path: message` in `locale` (the message alone for the definition itself). */
export function formatIssueIn(issue: DefinitionIssue, locale: Locale): string {
  const message = issueMessage(issue, locale);
  return issue.path === '' ? message : `${issue.path}: ${message}`;
}
