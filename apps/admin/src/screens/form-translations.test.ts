import { visibleTexts } from '@org/form-schema';
import { describe, expect, it } from 'vitest';

/**
 * Every create/edit form of the admin (`<screen>.form.json`, in Chinese) has its English texts
 * beside it (`<screen>.form.en-US.json`: the Chinese text → the English one). A text the form
 * shows without an entry would stay Chinese in English; an entry no text uses any more is left
 * over from an earlier form.
 */
const definitions = import.meta.glob<{ list: object[] }>('./*/*.form.json', {
  eager: true,
  import: 'default',
});
const tables = import.meta.glob<Record<string, unknown>>('./*/*.form.en-US.json', {
  eager: true,
  import: 'default',
});

/** Chinese: Han characters or full-width punctuation. Other texts (GET, https://…) need no entry. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

const tableOf = (definitionPath: string) =>
  definitionPath.replace(/\.form\.json$/, '.form.en-US.json');

describe('the English texts of the admin’s forms', () => {
  it('finds the forms and a table beside each, and no table without a form', () => {
    expect(Object.keys(definitions).length).toBeGreaterThan(0);
    expect(
      Object.keys(definitions)
        .map(tableOf)
        .filter((path) => !(path in tables)),
    ).toEqual([]);
    expect(
      Object.keys(tables).filter((path) => !Object.keys(definitions).map(tableOf).includes(path)),
    ).toEqual([]);
  });

  for (const [path, definition] of Object.entries(definitions)) {
    it(`${path}: every Chinese text has an English entry, and every entry is used`, () => {
      const table = tables[tableOf(path)] ?? {};
      const texts = visibleTexts(definition);
      const missing = texts.filter((text) => CHINESE.test(text) && !Object.hasOwn(table, text));
      const unused = Object.keys(table).filter((text) => !texts.includes(text));
      const notEnglish = Object.entries(table)
        .filter(
          ([, english]) =>
            typeof english !== 'string' || english.trim() === '' || CHINESE.test(english),
        )
        .map(([text]) => text);
      expect({ missing, unused, notEnglish }, `${tableOf(path)} against ${path}`).toEqual({
        missing: [],
        unused: [],
        notEnglish: [],
      });
    });
  }
});
