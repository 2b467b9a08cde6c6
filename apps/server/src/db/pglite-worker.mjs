// The embedded database's thread. PGlite is WebAssembly that runs a statement to its end on the
// thread that calls it, so it lives here, off the server's event loop; `pglite-remote.ts` is its
// other side. Plain JavaScript on purpose: a worker thread is started from a file, and this one
// must start the same way from the sources, from the tests and from the bundle.
//
// Messages in: { op, id, ... } (see pglite-remote.ts); answers: { id, result } or
// { id, error: { message, code?, ... } }; notifications: { notify: channel, payload }.
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { platform, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/** Values Drizzle reads as text (its pglite driver asks for these parsers on every query). */
const asText = (value) => value;
const PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** Fields of a PostgreSQL error worth carrying back (the SQLSTATE first). */
const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'position',
  'where',
];

function errorOf(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const field of ERROR_FIELDS) {
      const value = error[field];
      if (typeof value === 'string' || typeof value === 'number') out[field] = value;
    }
  }
  return out;
}

const data = workerData ?? {};
const pglite = await PGlite.create(data.dataDir, {
  pgliteWasmModule: data.pgliteWasmModule,
  initdbWasmModule: data.initdbWasmModule,
  fsBundle: new Blob([data.fsBundle]),
  // Trigram indexes serve the "part of" searches (migration 0006). PGlite unpacks the
  // extension's files into its file system at start; `CREATE EXTENSION` is in the migration.
  extensions: { pg_trgm },
  ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
});

// A lower CPU priority for this thread's statements, once the database is open (starting is
// bounded work; Linux keeps a nice value per thread, elsewhere it would apply to the whole
// process, so it is left alone there).
if (data.niceness && platform() === 'linux') {
  try {
    setPriority(data.niceness);
  } catch {
    // Not permitted here: run at the process's priority.
  }
}

/** Open transactions by id: the handle and how to end the callback PGlite holds them in. */
const transactions = new Map();
/** Stops of LISTEN subscriptions by channel. */
const listening = new Map();

class Rollback extends Error {}

function begin(txId) {
  return new Promise((ready, failed) => {
    const done = pglite
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(txId, { tx, commit, rollback, done });
            ready();
          }),
      )
      .finally(() => transactions.delete(txId));
    // A failure before the callback ran (BEGIN refused) fails the begin itself.
    done.catch((error) => {
      if (!transactions.has(txId)) failed(error);
    });
    transactions.set(txId, { done });
  });
}

async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open?.commit) throw new Error(`No open transaction ${txId}.`);
  if (commit) {
    open.commit();
    await open.done;
    return null;
  }
  open.rollback(new Rollback('rolled back'));
  await open.done.catch((error) => {
    if (!(error instanceof Rollback)) throw error;
  });
  return null;
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.txId === undefined ? pglite : transactions.get(message.txId)?.tx;
      if (!target) throw new Error(`No open transaction ${message.txId}.`);
      const result = await target.query(message.sql, message.params ?? [], {
        rowMode: message.rowMode ?? 'object',
        parsers: PARSERS,
      });
      return {
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      };
    }
    case 'exec': {
      // Several statements in one string (the job engine's own transactions): the last answers.
      const results = await pglite.exec(message.sql, { parsers: PARSERS });
      const last = results.at(-1);
      return {
        rows: last?.rows ?? [],
        fields: last?.fields ?? [],
        affectedRows: last?.affectedRows,
      };
    }
    case 'begin':
      await begin(message.txId);
      return null;
    case 'end':
      return end(message.txId, message.commit);
    case 'listen': {
      if (!listening.has(message.channel)) {
        const stop = await pglite.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.channel, payload }),
        );
        listening.set(message.channel, stop);
      }
      return null;
    }
    case 'unlisten': {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      if (stop) await stop();
      return null;
    }
    case 'dump': {
      const file = await pglite.dumpDataDir('none');
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'memory':
      return pglite.Module.HEAPU8.byteLength;
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown operation ${String(message.op)}.`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => {
      const transfer = result instanceof Uint8Array ? [result.buffer] : [];
      parentPort.postMessage({ id: message.id, result }, transfer);
    },
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
parentPort.postMessage({ ready: true });
