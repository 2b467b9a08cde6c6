import { ResultCode } from '@org/api-contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { sqlErrorCode, sqlErrorMessage } from '../db/sql-errors';
import type { DatabaseHandle, Tx } from '../db/types';
import { ApiError, invalidField } from '../http/api-error';
import type { CheckedSql } from './sql-guard';
import { INSUFFICIENT_PRIVILEGE, VIEW_READER_ROLE, privilegeProblem } from './view-access';

/**
 * Planner cost a view may be estimated at per millisecond of its statement timeout. Measured
 * on both engines, one cost unit took between 1/750 and 1/11 ms; 20 per ms refuses views that
 * would clearly outlast their timeout before they start, on PGlite too, where nothing can
 * stop a statement once it runs.
 */
export const COST_PER_MS = 20;

/** The limits of one run of a view. */
export interface ViewRunLimits {
  timeoutMs: number;
  maxRows: number;
}

export interface ViewRows {
  records: Record<string, unknown>[];
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
  return new ApiError(
    ResultCode.QUERY_TIMEOUT,
    `The view ran longer than its limit of ${timeoutMs} ms and was stopped.`,
    { timeoutMs },
  );
}

/** 40003: a stored view reads what views may not (saved under older rules or grants). */
function readRefused(databaseMessage: string): ApiError {
  return new ApiError(
    ResultCode.FORBIDDEN,
    `The view cannot run: ${privilegeProblem(databaseMessage)}. An administrator must change its SQL.`,
  );
}

/**
 * Opens the run's guards: a read-only transaction, a local statement timeout, and the view
 * role, whose grants keep secrets out of reach (see view-access.ts). All end with the
 * transaction; the view's own SQL can change none of them (no SET, no set_config).
 */
async function guard(tx: Tx, timeoutMs: number): Promise<void> {
  await tx.execute(sql`set transaction read only`);
  await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
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
      `The view would run longer than its limit of ${timeoutMs} ms ` +
        `(estimated cost ${Math.round(cost)}, at most ${limit}); it was not run.`,
      { timeoutMs, estimatedCost: Math.round(cost), costLimit: limit },
    );
  }
}

/**
 * Runs a view: as the view role, inside a read-only transaction with `statement_timeout`,
 * after a plan estimate, answering at most `maxRows` records (`truncated` tells when there
 * were more). Records come as JSON from the database (`row_to_json`), so both engines answer
 * the same values. A timeout answers 50400; a value the SQL cannot use (class 22 errors: bad
 * number text, division by zero, …) answers 40022 naming `field`; reading what the role may
 * not answers 40003.
 */
export async function runView(
  database: DatabaseHandle,
  statement: SQL,
  limits: ViewRunLimits,
  field: string,
): Promise<ViewRows> {
  const query = sql`select row_to_json(v) as r from (${statement}) as v limit ${limits.maxRows + 1}`;
  try {
    return await database.db.transaction(async (tx) => {
      await guard(tx, limits.timeoutMs);
      await checkCost(tx, query, limits.timeoutMs);
      const started = performance.now();
      const rows = await queryRows<{ r: Record<string, unknown> }>(tx, query);
      // PGlite cannot interrupt a statement (it runs on this thread): a late answer is dropped.
      // Wall time, not the server clock: this measures the run itself, not business time.
      if (database.kind === 'pglite' && performance.now() - started > limits.timeoutMs) {
        throw queryTimeout(limits.timeoutMs);
      }
      return {
        records: rows.slice(0, limits.maxRows).map((row) => row.r),
        truncated: rows.length > limits.maxRows,
      };
    });
  } catch (error) {
    const code = sqlErrorCode(error);
    if (code === '57014') throw queryTimeout(limits.timeoutMs);
    if (code === INSUFFICIENT_PRIVILEGE) throw readRefused(sqlErrorMessage(error));
    if (code?.startsWith('22')) {
      throw invalidField(field, `a value does not fit the view: ${sqlErrorMessage(error)}`);
    }
    throw error;
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
  return database.db.transaction(async (tx) => {
    await guard(tx, timeoutMs);
    const result = (await tx.execute(
      sql`select * from (${statement}) as v limit 0`,
    )) as unknown as {
      fields?: { name: string; dataTypeID: number }[];
    };
    return (result.fields ?? []).map((f) => ({ name: f.name, typeId: f.dataTypeID }));
  });
}
