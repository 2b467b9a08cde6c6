import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appArtefacts } from './apps';
import { idColumn, instant, ref } from './columns';

/**
 * One attempt of a scheduled task (a TASK artefact): why it ran, when it was due and ran, how it
 * ended, what it did. A scheduled time runs once: a second instance that also took it finds its
 * row (`task_run_due_uq`) and lets it be.
 */
export const taskRuns = pgTable(
  'task_run',
  {
    id: idColumn(),
    taskId: ref('task_id')
      .notNull()
      .references(() => appArtefacts.id, { onDelete: 'cascade' }),
    trigger: varchar('trigger', { length: 16 }).notNull(),
    scheduledAt: instant('scheduled_at'),
    attempt: integer('attempt').notNull().default(1),
    status: varchar('status', { length: 16 }).notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    durationMs: integer('duration_ms'),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    rowCount: integer('row_count'),
    sample: jsonb('sample').$type<Record<string, unknown>[]>().notNull().default([]),
    error: text('error').notNull().default(''),
  },
  (t) => [
    index('task_run_task_idx').on(t.taskId, t.startedAt, t.id),
    uniqueIndex('task_run_due_uq')
      .on(t.taskId, t.scheduledAt, t.attempt)
      .where(sql`${t.scheduledAt} is not null`),
  ],
);
