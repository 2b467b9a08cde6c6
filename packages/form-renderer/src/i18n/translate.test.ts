import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from './messages';
import { createTranslator, formatMessage, resolveLocale } from './translate';

describe('translate', () => {
  it('has every message in both languages', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
    for (const text of Object.values(zhCN)) expect(text.trim()).not.toBe('');
  });

  it('translates with placeholders', () => {
    expect(createTranslator('en-US')('table.removeRow', { row: 2 })).toBe('Remove row 2');
    expect(createTranslator('zh-CN')('form.validationFailed')).toBe('表单数据校验失败');
  });

  it('prefers host texts, then falls back to English, then to the key', () => {
    const t = createTranslator('zh-CN', { 'zh-CN': { 'table.add': '新增一行', extra: '附加' } });
    expect(t('table.add')).toBe('新增一行');
    expect(t('extra')).toBe('附加');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('keeps placeholders without values as written', () => {
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('maps language tags to the two locales', () => {
    expect(resolveLocale('zh')).toBe('zh-CN');
    expect(resolveLocale('zh-TW')).toBe('zh-CN');
    expect(resolveLocale('fr-FR')).toBe('en-US');
    expect(resolveLocale(undefined)).toBe('en-US');
  });
});
