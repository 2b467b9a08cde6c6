import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// by path: Vite loads a workspace package named in the config with Node, which runs no TypeScript
import { appProductionBuild, firstPageBudget } from '../../packages/app-kit/vite.ts';

/** The platform server the app's API calls go to (same origin through this proxy). */
const api = process.env.PLATFORM_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxy = {
  '/ibsp-bg-auth': { target: api, changeOrigin: false },
  '/router': { target: api, changeOrigin: false },
  '/storage': { target: api, changeOrigin: false },
};
const port = Number(process.env.ADMIN_PORT ?? 5173);
/**
 * The sign-in page's JavaScript, gzip: the target (200 KB). The build fails above it;
 * `pnpm bench` prints the same sum.
 */
const SIGN_IN_BUDGET_BYTES = 200_000;

export default defineConfig({
  plugins: [react(), appProductionBuild(), firstPageBudget(SIGN_IN_BUDGET_BYTES)],
  server: { port, proxy },
  preview: { port, proxy },
  build: { chunkSizeWarningLimit: 2048 },
});
