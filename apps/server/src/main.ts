import { ConfigError, readConfig } from './config';
import { SEED_PASSWORDS } from './seed/seed-context';
import { serializeError } from './http/log-redaction';
import { startServer } from './start';

/** Entry point: `pnpm start` / `pnpm dev` (and `pnpm run platform` at the root). */
async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer(config);
  const port = new URL(server.url).port;
  const local = `http://localhost:${port}`;
  const where =
    config.database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${config.database.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `  Platform server ready${server.seeded ? ' (database created and seeded)' : ''}`,
      `  API        ${local}/ibsp-bg-auth`,
      `  API docs   ${local}/docs`,
      `  Database   ${where}`,
      `  Sign in    POST ${local}/ibsp-bg-auth/sysUser/v1/login?account=admin&password=…`,
      `             seeded users: admin / ${SEED_PASSWORDS.admin} (every permission), ` +
        `editor / ${SEED_PASSWORDS.editor}`,
      '',
    ].join('\n'),
  );
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(serializeError(error).stack);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** The port a failed `listen` wanted, when another program holds it. */
function takenPort(error: unknown): number | undefined {
  const failure = error as { code?: unknown; port?: unknown } | null;
  return failure?.code === 'EADDRINUSE' && typeof failure.port === 'number'
    ? failure.port
    : undefined;
}

main().catch((error: unknown) => {
  const port = takenPort(error);
  if (port !== undefined)
    console.error(
      `Port ${port} is already in use: stop the program using it, or set PORT to another port (PORT=${port + 1}).`,
    );
  else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  // Never the parameters of a failed statement (a failing seed would print password hashes).
  else console.error(serializeError(error).stack);
  process.exit(1);
});
