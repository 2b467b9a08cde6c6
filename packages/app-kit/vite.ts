import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';

/**
 * What a production build of an app needs beyond Vite's defaults:
 *
 * - Every module the first page imports statically goes into one chunk. Left to itself the
 *   bundler splits them into about forty small chunks wherever the lazily loaded parts share
 *   them; the page loads all of them anyway, and compressed apart they are 10 KiB larger.
 * - React Router's production build: its package exports name the development build in every
 *   mode (react-router issues #12532 and #14102), which ships its warnings to users.
 */
export function appProductionBuild(): Plugin {
  return {
    name: 'app-production-build',
    apply: 'build',
    config(): UserConfig {
      const config: UserConfig = {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
          },
        },
      };
      const development = createRequire(import.meta.url).resolve('react-router');
      const production = development.replace(
        /([\\/])dist[\\/]development[\\/]index\.m?js$/,
        '$1dist$1production$1index.mjs',
      );
      // a package layout this does not know keeps the default
      if (production !== development) {
        config.resolve = { alias: [{ find: /^react-router$/, replacement: production }] };
      }
      return config;
    },
  };
}

/** What `firstPageBudget` reads of a built file (a chunk of the bundle, or an asset). */
type BuiltFile =
  { type: 'chunk'; isEntry: boolean; imports: string[]; code: string } | { type: 'asset' };

/**
 * The JavaScript the first page loads: every entry chunk and the chunks it imports statically
 * (what is loaded later, `import()`, is left out), as files and their total gzip size. The same
 * sum as the admin's bench takes from the build's manifest.
 */
export function firstPageScripts(bundle: Readonly<Record<string, BuiltFile>>): {
  files: string[];
  gzipBytes: number;
} {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (files.has(fileName) || file?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of file.imports) visit(imported);
  };
  for (const [fileName, file] of Object.entries(bundle)) {
    if (file.type === 'chunk' && file.isEntry) visit(fileName);
  }
  let gzipBytes = 0;
  for (const fileName of files) {
    const file = bundle[fileName];
    if (file?.type === 'chunk') gzipBytes += gzipSync(file.code).length;
  }
  return { files: [...files], gzipBytes };
}

/**
 * Fails the production build when the JavaScript of the first page (the entry and what it
 * imports statically; for the admin, the sign-in page) is larger than `maxGzipBytes` gzip, and
 * says how large it is. It runs wherever the app is built (CI's build phase, the bench), at the
 * cost of compressing the first page's files once.
 */
export function firstPageBudget(maxGzipBytes: number): Plugin {
  return {
    name: 'first-page-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const { files, gzipBytes } = firstPageScripts(bundle as Record<string, BuiltFile>);
      const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
      if (gzipBytes > maxGzipBytes) {
        this.error(
          `The first page loads ${kilobytes(gzipBytes)} of JavaScript (gzip, in ` +
            `${files.join(', ')}), more than its budget of ${kilobytes(maxGzipBytes)}. ` +
            "Load what it does not show with import() (see the app's CONTEXT.md).",
        );
      }
    },
  };
}
