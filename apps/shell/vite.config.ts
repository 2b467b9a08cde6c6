import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The platform server the app's API calls go to (same origin through this proxy). */
const api = process.env.PLATFORM_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxy = {
  '/ibsp-bg-auth': { target: api, changeOrigin: false },
  '/form-service': { target: api, changeOrigin: false },
  '/dataview-service': { target: api, changeOrigin: false },
  '/router': { target: api, changeOrigin: false },
  '/storage': { target: api, changeOrigin: false },
};
const port = Number(process.env.SHELL_PORT ?? 5174);

export default defineConfig({
  plugins: [react()],
  server: { port, proxy },
  preview: { port, proxy },
  build: { chunkSizeWarningLimit: 2048 },
});
