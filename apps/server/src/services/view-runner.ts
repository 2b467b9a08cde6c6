import { ResultCode } from '@org/api-contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { sqlErrorCode, sqlErrorMessage } from '../db/sql-errors';
import { WorkerStoppedError } from '../db/pglite-remote';
import { type DatabaseHandle, type Tx, ViewTimeoutError } from '../db/types';
import { ApiError, invalidField } from '../http/api-error';
import { text } from '../i18n/text';
import { type CheckedSql, checkViewSql } from './sql-guard';
import { bindParams } from './view-params';
import type { ViewRow } from './view-records';
import { INSUFFICIENT_PRIVILEGE, VIEW_READER_ROLE, privilegeProblem } from './view-access';

/**
 * Planner cost a view may be estimated at per millisecond of its statement timeout: a view
 * estimated far beyond its limit is refused before it runs, with a clearer message than a
 * timeout. Only a courtesy: the estimate can be fooled (a scalar subquery hides a size), so
 * the limits below are enforced at run time whatever it says.
 */
export const COST_PER_MS = 20;

/** Most bytes (of the records' JSON) one answer may carry; past them it is truncated. */
export const VIEW_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Rows read from the view's cursor at a time. */
const FETCH_ROWS = 200;

/** The limits of one run of a view. */
export interface ViewRunLimits {
  timeoutMs: number;
  maxRows: number;
  /** Most bytes of records; default `VIEW_MAX_ANSWER_BYTES`. */
  maxBytes?: number;
}

export interface ViewRows {
  records: Record<string, unknown>[];
  /** More rows than `maxRows`, or more bytes than `maxBytes`, were left out. */
  truncated: boolean;
}

/** A column of a view's answer, as the trial run reports it. */
export interface ViewField {
  name: string;
  /** PostgreSQL type OID. */
  typeId: number;
}

/** The statement of a checked view with its parameters bound (never spliced into the text). */
export function statementOf(checked: CheckedSql, values: ReadonlyMap<string, unknown>): SQL {
  return sql.join(
    checked.parts.map((part) =>
      'text' in part ? sql.raw(part.text) : sql`${values.get(part.param) ?? null}`,
    ),
    sql.raw(''),
  );
}

/** 50400: the run outlasted its timeout and was stopped. */
export function queryTimeout(timeoutMs: number): ApiError {
  return new ApiError(ResultCode.QUERY_TIMEOUT, text('view.timeout', { timeoutMs }), { timeoutMs });
}

/** 40003: a stored view reads what views may not (saved under older rules or grants). */
function readRefused(databaseMessage: string): ApiError {
  return new ApiError(
    ResultCode.FORBIDDEN,
    text('view.readRefused', { problem: privilegeProblem(databaseMessage) }),
  );
}

/** 50400: the run needed more memory than a view may use. */
function outOfMemory(): ApiError {
  return new ApiError(ResultCode.QUERY_TIMEOUT, text('view.outOfMemory'));
}

/**
 * Sets the statement timeout to the time left before `deadline`, before each statement of a
 * run: the limit bounds the whole run, not each statement. (PostgreSQL stops a statement at
 * its timeout; on the embedded engine the sandbox is ended instead, see view-sandbox.ts.)
 */
async function limitTime(tx: Tx, deadline: number, timeoutMs: number): Promise<void> {
  const left = Math.floor(deadline - performance.now());
  if (left < 1) throw new ViewTimeoutError(timeoutMs);
  await tx.execute(sql`select set_config('statement_timeout', ${String(left)}, true)`);
}

/**
 * Opens the run's guards: a read-only transaction, a local statement timeout, and the view
 * role, whose grants keep secrets out of reach (see view-access.ts). All end with the
 * transaction; the view's own SQL can change none of them (no SET, no set_config).
 */
async function guard(tx: Tx, deadline: number, timeoutMs: number): Promise<void> {
  await tx.execute(sql`set transaction read only`);
  await limitTime(tx, deadline, timeoutMs);
  await tx.execute(sql.raw(`set local role ${VIEW_READER_ROLE}`));
}

/** Refuses a statement whose estimated cost is beyond what its timeout allows. */
async function checkCost(tx: Tx, query: SQL, timeoutMs: number): Promise<void> {
  const [plan] = await queryRows<{ 'QUERY PLAN': { Plan?: { 'Total Cost'?: number } }[] }>(
    tx,
    sql`explain (format json) ${query}`,
  );
  const cost = Number(plan?.['QUERY PLAN'][0]?.Plan?.['Total Cost'] ?? 0);
  const limit = timeoutMs * COST_PER_MS;
  if (cost > limit) {
    throw new ApiError(
      ResultCode.QUERY_TIMEOUT,
      text('view.tooCostly', { timeoutMs, cost: Math.round(cost), limit }),
      { timeoutMs, estimatedCost: Math.round(cost), costLimit: limit },
    );
  }
}

/** Maps a failed run to the answer its caller gets. */
function runFailure(error: unknown, timeoutMs: number, field: string): unknown {
  if (error instanceof ViewTimeoutError) return queryTimeout(timeoutMs);
  const code = sqlErrorCode(error);
  if (code === '57014') return queryTimeout(timeoutMs);
  // Out of memory or past a size PostgreSQL allows; on PGlite, a sandbox that did not survive.
  if (code?.startsWith('53') || code?.startsWith('54') || error instanceof WorkerStoppedError) {
    return outOfMemory();
  }
  if (code === INSUFFICIENT_PRIVILEGE) return readRefused(sqlErrorMessage(error));
  if (code?.startsWith('22')) {
    return invalidField(field, text('view.valueMisfit', { reason: sqlErrorMessage(error) }));
  }
  return error;
}

/**
 * Runs a view where a runaway one cannot hold up other requests (`database.views`, see
 * docs/decisions/0007): as the view role, inside a read-only transaction, after a plan
 * estimate, reading its rows through a cursor until `maxRows` rows or `maxBytes` bytes
 * (`truncated` tells when more were left), and stopped when `timeoutMs` has passed. None of
 * these limits depends on the planner's estimate. Each record comes as JSON text from the
 * database (`row_to_json`), measured there: a record too large is never sent. A timeout (or
 * running out of memory) answers 50400; a value the SQL cannot use (class 22 errors: bad number
 * text, division by zero, …) answers 40022 naming `field`; reading what the role may not
 * answers 40003.
 */
export async function runView(
  database: DatabaseHandle,
  statement: SQL,
  limits: ViewRunLimits,
  field: string,
): Promise<ViewRows> {
  const { timeoutMs, maxRows } = limits;
  const maxBytes = limits.maxBytes ?? VIEW_MAX_ANSWER_BYTES;
  // `offset 0` keeps the JSON text computed once per row.
  const query = sql`select case when octet_length(j.t) <= ${maxBytes} then j.t end as r,
    octet_length(j.t) as n
    from (select row_to_json(v)::text as t from (${statement}) as v offset 0) as j
    limit ${maxRows + 1}`;
  try {
    return await database.views.run(timeoutMs, (db, deadline) =>
      db.transaction(async (tx) => {
        await guard(tx, deadline, timeoutMs);
        await checkCost(tx, query, timeoutMs);
        await limitTime(tx, deadline, timeoutMs);
        await tx.execute(sql`declare view_rows no scroll cursor for ${query}`);
        return readRows(tx, { deadline, timeoutMs, maxRows, maxBytes });
      }),
    );
  } catch (error) {
    throw runFailure(error, timeoutMs, field);
  }
}

/** Reads the cursor `view_rows` batch by batch until a limit or the end. */
async function readRows(
  tx: Tx,
  limits: { deadline: number; timeoutMs: number; maxRows: number; maxBytes: number },
): Promise<ViewRows> {
  const records: Record<string, unknown>[] = [];
  let bytes = 0;
  for (;;) {
    await limitTime(tx, limits.deadline, limits.timeoutMs);
    const batch = await queryRows<{ r: string | null; n: number | string }>(
      tx,
      sql.raw(`fetch ${FETCH_ROWS} from view_rows`),
    );
    for (const row of batch) {
      const size = Number(row.n);
      if (records.length >= limits.maxRows || row.r === null || bytes + size > limits.maxBytes) {
        return { records, truncated: true };
      }
      bytes += size;
      records.push(JSON.parse(row.r) as Record<string, unknown>);
    }
    if (batch.length < FETCH_ROWS) return { records, truncated: false };
  }
}

/**
 * The columns of a view's answer without reading a row (`limit 0`), under the same guards
 * (the view role too: a statement it may not run is refused here, before it is saved).
 * A failure throws the database error (the caller reports it on the SQL).
 */
export async function describeView(
  database: DatabaseHandle,
  statement: SQL,
  timeoutMs: number,
): Promise<ViewField[]> {
  return database.views.run(
    timeoutMs,
    (db, deadline) =>
      db.transaction(async (tx) => {
        await guard(tx, deadline, timeoutMs);
        const result = (await tx.execute(
          sql`select * from (${statement}) as v limit 0`,
        )) as unknown as {
          fields?: { name: string; dataTypeID: number }[];
        };
        return (result.fields ?? []).map((f) => ({ name: f.name, typeId: f.dataTypeID }));
      }),
    { readsData: false },
  );
}

/**
 * Runs a stored view for parameter values (`field` names where they came from), within the
 * view's own timeout and row limit, or `limits` when tighter.
 */
export async function runStoredView(
  database: DatabaseHandle,
  view: Pick<ViewRow, 'id' | 'sqlText' | 'params' | 'statementTimeoutMs' | 'maxRows'>,
  given: ReadonlyMap<string, unknown>,
  field: string,
  limits: Partial<ViewRunLimits> = {},
): Promise<{ records: Record<string, unknown>[]; total: number; truncated: boolean }> {
  const check = checkViewSql(view.sqlText);
  // A stored view was checked when it was saved; a refusal now means the rules got stricter.
  if (!check.ok) throw new Error(`Data view ${view.id} no longer passes the SQL check.`);
  const values = bindParams(view.params, given, field);
  const rows = await runView(
    database,
    statementOf(check.sql, values),
    {
      timeoutMs: Math.min(view.statementTimeoutMs, limits.timeoutMs ?? Infinity),
      maxRows: Math.min(view.maxRows, limits.maxRows ?? Infinity),
    },
    field,
  );
  return { records: rows.records, total: rows.records.length, truncated: rows.truncated };
}
