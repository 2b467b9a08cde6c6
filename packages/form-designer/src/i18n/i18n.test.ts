import { describe, expect, it } from 'vitest';
import { DESIGNER_NAMESPACES, createDesignerI18n } from './index';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? keysOf(inner as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('designer strings', () => {
  it.each(Object.entries(DESIGNER_NAMESPACES))(
    '%s has the same keys in both languages',
    (_, table) => {
      expect(keysOf(table['zh-CN']).sort()).toEqual(keysOf(table['en-US']).sort());
    },
  );

  it('translates in the language it was created with', () => {
    expect(createDesignerI18n('zh-CN').t('cancel', { ns: 'dialogs' })).toBe('取消');
    expect(createDesignerI18n('en-US').t('cancel', { ns: 'dialogs' })).toBe('Cancel');
  });
});
