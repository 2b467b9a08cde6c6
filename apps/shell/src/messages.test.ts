import { describe, expect, it } from 'vitest';
import { TEXT_SOURCES, shellMessages } from './messages';

describe('the shell texts', () => {
  it('are given in both languages, each key once across the areas', () => {
    const seen = new Set<string>();
    for (const source of TEXT_SOURCES) {
      expect(Object.keys(source['en-US']).sort()).toEqual(Object.keys(source['zh-CN']).sort());
      for (const key of Object.keys(source['zh-CN'])) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
    expect(Object.keys(shellMessages['zh-CN'].shell)).toHaveLength(seen.size);
  });
});
