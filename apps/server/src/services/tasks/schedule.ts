import { DEFAULT_TASK_TIMEZONE, type TaskContent } from '@org/api-contract';
import { Cron } from 'croner';
import { type Text, text } from '../../i18n/text';
import { cronProblem } from '../cron';

/** The time zone a task's expression is read in. */
export function zoneOf(content: Pick<TaskContent, 'timezone'>): string {
  return content.timezone?.trim() || DEFAULT_TASK_TIMEZONE;
}

/** Why `zone` is no IANA time zone this runtime knows, or null. */
export function timezoneProblem(zone: string): Text | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return null;
  } catch {
    return text('task.unknownZone', { zone });
  }
}

/**
 * The expression as croner reads it in `zone`, paused: it answers times and runs nothing. The
 * engine schedules with the same reading, so what the editor shows is what runs.
 */
export function cronOf(expression: string, zone: string): Cron {
  return new Cron(expression.trim(), { timezone: zone, paused: true });
}

/**
 * Why a task's schedule cannot run, naming the field (`cron` or `timezone`), or null: each of the
 * five fields checked with a message that names it, then croner's own reading, and a time that
 * comes at all.
 */
export function scheduleProblem(
  expression: string,
  zone: string,
): { field: 'cron' | 'timezone'; message: Text } | null {
  const zoneProblem = timezoneProblem(zone);
  if (zoneProblem) return { field: 'timezone', message: zoneProblem };
  const fields = cronProblem(expression);
  if (fields) return { field: 'cron', message: fields };
  try {
    if (cronOf(expression, zone).nextRun() === null) {
      return { field: 'cron', message: text('task.neverRuns') };
    }
  } catch (error) {
    return { field: 'cron', message: text('task.cronUnreadable', { reason: String(error) }) };
  }
  return null;
}

/** The next `count` times an expression names after `from`, in order. */
export function nextTimes(expression: string, zone: string, count: number, from: Date): Date[] {
  return cronOf(expression, zone).nextRuns(count, from);
}

/** The last time the expression named at or before `at`, or null. */
export function lastDue(expression: string, zone: string, at: Date): Date | null {
  return cronOf(expression, zone).previousRuns(1, at)[0] ?? null;
}
