import { defineConfig } from 'tsup';

// The deployable server: one ESM file with the workspace packages (@org/*) bundled in; npm
// dependencies stay external (PGlite ships WebAssembly files next to its code). Run it with
// `node dist/main.js` from this directory, next to `drizzle/` (the migrations). The embedded
// database's worker thread starts from a file of its own, built beside it.
export default defineConfig({
  entry: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.mjs' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@org\//],
});
