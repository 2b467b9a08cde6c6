import { defineConfig, type Options } from 'tsup';

/**
 * The build of every publishable package: ESM and CommonJS with a declaration file for each,
 * from `src/index.ts` to `dist/`. Packages pass what differs (entries, externals).
 */
export function packageBuild(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  });
}
