import { defineConfig, type Options } from 'tsup';

/**
 * The standalone browser build: one minified IIFE with React, ReactDOM, MUI, emotion and the
 * renderer inside, defining the global `OrgFormRenderer` (`mount`, and the error classes), for
 * pages without a bundler (the designer's generated HTML page loads it).
 */
export const standaloneBuild: Options = {
  entry: { 'form-renderer.standalone': 'src/standalone/mount.tsx' },
  outDir: 'dist/standalone',
  format: ['iife'],
  globalName: 'OrgFormRenderer',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  // Its map would be five times the script's size in every installed copy of the package.
  sourcemap: false,
  dts: false,
  clean: true,
  splitting: false,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  outExtension: () => ({ js: '.js' }),
};

export default defineConfig(standaloneBuild);
