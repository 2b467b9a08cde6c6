import { describe, expect, it } from 'vitest';
import { createWidget } from './create-widget';
import { importDefinition } from './formmaking-import';
import { formatIssueIn, issueMessage } from './issue-message';
import { VALIDATION_LIMITS, checkStructure, validateDefinition } from './validate-definition';

const HAN = /\p{Script=Han}/u;
/** Latin words of a Chinese message that are not values it quotes (codes, paths, JSON). */
const englishWords = (text: string) =>
  (text.replace(/“[^”]*”|"[^"]*"|\S*[[.\]]\S*|\b(JSON|null)\b/g, ' ').match(/[A-Za-z]{2,}/g) ??
    []) as string[];

const input = (model: string, key: string) => ({ ...createWidget('input'), model, key });

describe('issueMessage', () => {
  it('says every problem of a broken definition in Chinese, and in English as it was', () => {
    const copy = input('name', 'aaaa0001');
    const broken = {
      list: [
        { ...copy, options: { ...copy.options, width: 12, pattern: '[a-' } },
        input('name', 'aaaa0001'),
        { ...input('', 'aaaa0003') },
        { type: 'no-such-widget', key: 'aaaa0004' },
        { type: 'divider', key: 'aaaa0005', options: { contentPosition: 'middle' } },
      ],
      config: { labelPosition: 'left', labelWidth: -1 },
    };
    const result = validateDefinition(broken);
    const issues = [...result.errors, ...result.warnings];
    expect(new Set(issues.map((issue) => issue.code))).toEqual(
      new Set([
        'expected-type',
        'expected-value',
        'out-of-range',
        'invalid-pattern',
        'duplicate-key',
        'duplicate-model',
        'empty-model',
        'unknown-widget-type',
      ]),
    );
    for (const issue of issues) {
      expect(issueMessage(issue, 'en-US')).toBe(issue.message);
      const chinese = issueMessage(issue, 'zh-CN');
      expect(chinese, issue.message).toMatch(HAN);
      // the regular expression's own reason stays as the engine words it
      if (issue.code !== 'invalid-pattern') expect(englishWords(chinese), chinese).toEqual([]);
    }
    const duplicate = issues.find((issue) => issue.code === 'duplicate-model');
    expect(duplicate && issueMessage(duplicate, 'zh-CN')).toBe(
      '字段标识“name”重复：list[0] 也在用，两个字段共用一个值',
    );
  });

  it('names the expected type and its bounds', () => {
    const width = validateDefinition({ list: [], config: { labelWidth: -1 } }).errors[0];
    expect(width && formatIssueIn(width, 'zh-CN')).toBe(
      'config.labelWidth: 应为数字（0 到 99999）',
    );
    const missing = validateDefinition({ config: {} }).errors[0];
    expect(missing && issueMessage(missing, 'zh-CN')).toBe('缺少必需的属性“list”');
  });

  it('says where JSON text is broken, a cycle and runaway nesting', () => {
    const json = importDefinition('{\n  "list": [,]\n}');
    expect(json.ok).toBe(false);
    const [syntax] = json.ok ? [] : json.errors;
    expect(syntax && issueMessage(syntax, 'zh-CN')).toBe(
      "不是有效的 JSON：第 2 行第 12 列：应为一个值或 ']'",
    );

    const loop: Record<string, unknown> = { list: [] };
    loop.self = loop;
    expect(checkStructure(loop).map((issue) => issueMessage(issue, 'zh-CN'))).toEqual([
      '循环引用：此值包含它自身',
    ]);
    let deep: unknown = 1;
    for (let n = 0; n <= VALIDATION_LIMITS.jsonDepth; n++) deep = [deep];
    expect(checkStructure({ list: deep }).map((issue) => issueMessage(issue, 'zh-CN'))).toEqual([
      `嵌套超过 ${VALIDATION_LIMITS.jsonDepth} 层`,
    ]);
  });

  it('keeps the English of an issue without params', () => {
    const issue = { path: 'list[0]', message: 'something new', code: 'report-spans' };
    expect(issueMessage(issue, 'zh-CN')).toBe('something new');
  });
});
