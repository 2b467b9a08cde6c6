import type { Db } from '../src/db/types';

/** What the driver under Drizzle is asked to run (both drivers have `query(text, params)`). */
interface Statement {
  text: string;
  params: unknown[];
}
interface QueryClient {
  query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Reads the plans of what a call runs: `plansOf(call, tables)` explains its statements. */
export interface PlanRecorder {
  /**
   * The plans (`EXPLAIN`, statement text first) of the statements a call ran that name one of
   * `tables`; its own `EXPLAIN`s (estimated totals) are left out.
   */
  plansOf(call: () => Promise<unknown>, tables: RegExp): Promise<string[]>;
}

/** Records the statements of the calls under test, as the driver under `db` receives them. */
export function recordPlans(db: Db): PlanRecorder {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const query = client.query.bind(client);
  let recording: Statement[] | undefined;
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (recording !== undefined) {
      if (typeof first === 'string') {
        recording.push({ text: first, params: (second as unknown[] | undefined) ?? [] });
      } else if (first !== null && typeof first === 'object' && 'text' in first) {
        // node-postgres: a query config, with the values beside it or inside it.
        const config = first as { text: string; values?: unknown[] };
        const params = (second as unknown[] | undefined) ?? config.values ?? [];
        recording.push({ text: config.text, params });
      }
    }
    return query(...args);
  };
  return {
    async plansOf(call, tables) {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await call();
      } finally {
        recording = undefined;
      }
      const plans: string[] = [];
      for (const statement of statements) {
        if (!tables.test(statement.text)) continue;
        if (/^\s*explain/i.test(statement.text)) continue;
        const result = await client.query(`explain ${statement.text}`, statement.params);
        const lines = result.rows.map((row) => String(Object.values(row)[0]));
        plans.push(`${statement.text}\n${lines.join('\n')}`);
      }
      return plans;
    },
  };
}
