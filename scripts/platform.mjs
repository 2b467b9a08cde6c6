// `pnpm run platform` (what `npm start` ends in): runs the API server with its embedded
// database and the component workshop (Storybook) side by side, each line of their output
// prefixed with its name. Ctrl-C stops both; when one stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

/** The installed command-line tool `name` of the workspace package in `dir`. */
const bin = (dir, name) => join(root, dir, 'node_modules', '.bin', name);

const services = [
  {
    name: 'server',
    code: '36',
    command: bin('apps/server', 'tsx'),
    args: ['src/main.ts'],
    cwd: join(root, 'apps/server'),
  },
  {
    // The back-office, built with Vite and served with the API passed through (one URL).
    name: 'admin',
    code: '33',
    command: 'sh',
    args: ['-c', `"$VITE" build --logLevel warn && exec "$VITE" preview --strictPort`],
    cwd: join(root, 'apps/admin'),
    env: { VITE: bin('apps/admin', 'vite') },
  },
  {
    name: 'storybook',
    code: '35',
    command: bin('.', 'storybook'),
    args: ['dev', '--port', '6006', '--no-open', '--ci'],
    cwd: root,
  },
];

const width = Math.max(...services.map((service) => service.name.length));
const children = [];
let stopping = false;

function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

console.log(
  [
    'Starting the platform:',
    `  server     http://localhost:${process.env.PORT ?? 3000}  (API under /ibsp-bg-auth, docs at /docs)`,
    `  admin      http://localhost:${process.env.ADMIN_PORT ?? 5173}  (sign in as admin / Admin@123 or editor / Editor@123)`,
    '  storybook  http://localhost:6006',
    '',
  ].join('\n'),
);

for (const service of services) {
  const child = spawn(service.command, service.args, {
    cwd: service.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...service.env },
  });
  children.push(child);
  const prefix = paint(service.code, `${service.name.padEnd(width)} |`);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`${prefix} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      process.exitCode = code ?? 1;
    }
    stopAll();
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll(signal));
}
