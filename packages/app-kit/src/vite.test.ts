import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstPageBudget, firstPageScripts } from '../vite';

const chunk = (code: string, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', isEntry, imports, code }) as const;

/** An entry importing a shared chunk, a chunk loaded later with import() and a style sheet. */
const bundle = {
  'assets/index.js': chunk(
    'import "./shared.js"; import("./later.js");',
    ['assets/shared.js'],
    true,
  ),
  'assets/shared.js': chunk('export const shared = "the sign-in page and the shell";'),
  'assets/later.js': chunk(`export const later = "${'x'.repeat(5000)}";`, ['assets/shared.js']),
  'assets/index.css': { type: 'asset' },
} as const;

describe('the first page budget', () => {
  it('counts the entry and what it imports statically, not what loads later', () => {
    const { files, gzipBytes } = firstPageScripts(bundle);
    expect(files.sort()).toEqual(['assets/index.js', 'assets/shared.js']);
    const expected =
      gzipSync(bundle['assets/index.js'].code).length +
      gzipSync(bundle['assets/shared.js'].code).length;
    expect(gzipBytes).toBe(expected);
  });

  it('fails the build above the budget, naming the size and the files', () => {
    const { gzipBytes } = firstPageScripts(bundle);
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const run = (budget: number) => {
      const hook = firstPageBudget(budget).writeBundle;
      if (typeof hook !== 'function') throw new TypeError('writeBundle is not a function');
      // the plugin reads only `error` of its context and the chunks of the bundle
      const call = hook as unknown as (
        this: typeof context,
        options: unknown,
        built: typeof bundle,
      ) => void;
      call.call(context, {}, bundle);
    };
    run(gzipBytes);
    expect(errors).toEqual([]);
    run(gzipBytes - 1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${(gzipBytes / 1000).toFixed(1)} KB of JavaScript`);
    expect(errors[0]).toContain('assets/index.js, assets/shared.js');
  });
});
