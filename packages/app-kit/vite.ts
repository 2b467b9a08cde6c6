import { createRequire } from 'node:module';
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
