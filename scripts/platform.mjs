// `pnpm run platform` (what `npm start` ends in): runs the API server with its embedded
// database, the back-office, the application shell and the component workshop (Storybook)
// side by side, each line of their output prefixed with its name. Ctrl-C stops them all; when
// one stops, the others are stopped too.
//
// Ports: PORT (server, default 3000), ADMIN_PORT (back-office, default 5173), SHELL_PORT
// (application shell, default 5174) and STORYBOOK_PORT (Storybook, default 6006). A port
// that is taken stops the start with one line naming it and its variable; the banner shows
// the addresses the services actually listen on, once they do.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

/** The installed command-line tool `name` of the workspace package in `dir`. */
const bin = (dir, name) => join(root, dir, 'node_modules', '.bin', name);

/** A port from the environment variable `name`, or `fallback`; a clear exit when invalid. */
function portFrom(name, fallback) {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`${name} must be a port number from 1 to 65535, not "${text}".`);
    process.exit(1);
  }
  return port;
}

/** Resolves true when nothing listens on `port` (any address), false when it is taken. */
function isFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => done(true)));
  });
}

const serverPort = portFrom('PORT', 3000);
const adminPort = portFrom('ADMIN_PORT', 5173);
const shellPort = portFrom('SHELL_PORT', 5174);
const storybookPort = portFrom('STORYBOOK_PORT', 6006);

const services = [
  {
    name: 'server',
    code: '36',
    command: bin('apps/server', 'tsx'),
    args: ['src/main.ts'],
    cwd: join(root, 'apps/server'),
    env: { PORT: String(serverPort) },
    port: serverPort,
    variable: 'PORT',
    // "API        http://localhost:3000/ibsp-bg-auth"
    ready: /API\s+(http:\/\/localhost:\d+)\//,
    describe: (url) => `${url}  (API under /ibsp-bg-auth, docs at ${url}/docs)`,
  },
  {
    // The back-office, built with Vite and served with the API passed through (one URL).
    name: 'admin',
    code: '33',
    command: 'sh',
    args: ['-c', `"$VITE" build --logLevel warn && exec "$VITE" preview --strictPort`],
    cwd: join(root, 'apps/admin'),
    env: {
      VITE: bin('apps/admin', 'vite'),
      ADMIN_PORT: String(adminPort),
      PORT: String(serverPort),
    },
    port: adminPort,
    variable: 'ADMIN_PORT',
    // "➜  Local:   http://localhost:5173/"
    ready: /Local:\s+(http:\/\/[^\s/]+:\d+)/,
    describe: (url) => `${url}  (sign in as admin / Admin@123 or editor / Editor@123)`,
  },
  {
    // The application shell, built and served like the back-office.
    name: 'shell',
    code: '32',
    command: 'sh',
    args: ['-c', `"$VITE" build --logLevel warn && exec "$VITE" preview --strictPort`],
    cwd: join(root, 'apps/shell'),
    env: {
      VITE: bin('apps/shell', 'vite'),
      SHELL_PORT: String(shellPort),
      PORT: String(serverPort),
    },
    port: shellPort,
    variable: 'SHELL_PORT',
    ready: /Local:\s+(http:\/\/[^\s/]+:\d+)/,
    describe: (url) => `${url}  (the application shell; same sign-ins)`,
  },
  {
    name: 'storybook',
    code: '35',
    command: bin('.', 'storybook'),
    // --exact-port: Storybook stops instead of moving to another port.
    args: ['dev', '--port', String(storybookPort), '--exact-port', '--no-open', '--ci'],
    cwd: root,
    env: {},
    port: storybookPort,
    variable: 'STORYBOOK_PORT',
    // "Local:            http://localhost:6006/"
    ready: /Local:\s+(http:\/\/[^\s/]+:\d+)/,
    describe: (url) => url,
  },
];

for (const service of services) {
  if (!(await isFree(service.port))) {
    console.error(
      `Port ${service.port} (${service.name}) is already in use: stop the program using it, or set ${service.variable} to another port (${service.variable}=${service.port + 1} npm start).`,
    );
    process.exit(1);
  }
}

const width = Math.max(...services.map((service) => service.name.length));
const children = [];
const bound = new Map();
let stopping = false;

function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

function banner() {
  console.log(
    [
      '',
      'The platform is running:',
      ...services.map(
        (service) =>
          `  ${service.name.padEnd(width)}  ${service.describe(bound.get(service.name))}`,
      ),
      '',
    ].join('\n'),
  );
}

console.log(
  `Starting the platform: server on port ${serverPort} (PORT), admin on port ${adminPort} (ADMIN_PORT), shell on port ${shellPort} (SHELL_PORT), storybook on port ${storybookPort} (STORYBOOK_PORT).`,
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
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`${prefix} ${line}`);
      const match = bound.has(service.name) ? null : service.ready.exec(line);
      if (match?.[1]) {
        bound.set(service.name, match[1]);
        if (bound.size === services.length) banner();
      }
    });
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
