import { DEFAULT_TASK_TIMEZONE } from '@org/api-contract';
import type { CallError } from '@org/app-kit';
import { useEffect, useState } from 'react';
import { useTaskScheduleQuery } from '../api/tasks-api';

/** How long the typing rests before the next times are asked, in ms. */
export const SCHEDULE_DEBOUNCE_MS = 300;

/** `value` once it has not changed for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Whether an expression has its five fields yet (one being typed is not refused). */
export const hasFiveFields = (cron: string): boolean => cron.trim().split(/\s+/).length >= 5;

/** The IANA time zones the browser knows, with UTC and the default among them, sorted. */
export function timeZones(): readonly string[] {
  const known = new Set(Intl.supportedValuesOf('timeZone'));
  known.add('UTC');
  known.add(DEFAULT_TASK_TIMEZONE);
  return [...known].sort();
}

/** A run time in the user's language, read in the task's time zone (as given when unknown). */
export function runTimeText(iso: string, timezone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  } catch {
    return iso;
  }
}

/** A refused expression or time zone: the field the server named, and why. */
export interface ScheduleProblem {
  field: 'cron' | 'timezone';
  message: string;
}

/** Why a schedule call was refused: its first field error, else its message (under the cron). */
export function scheduleProblem(error: CallError): ScheduleProblem {
  const list = (error.data as { errors?: unknown } | undefined)?.errors;
  const [first] = Array.isArray(list) ? (list as { field?: unknown; message?: unknown }[]) : [];
  if (first && typeof first.message === 'string') {
    const field = typeof first.field === 'string' ? first.field : '';
    return { field: /timezone$/.test(field) ? 'timezone' : 'cron', message: first.message };
  }
  return { field: 'cron', message: error.message };
}

/** What the cron field shows under it: nothing yet, the next times, or the refusal. */
export type SchedulePreview =
  | { kind: 'none' }
  /** `pending`: the times of an earlier expression, while those of the one typed are asked. */
  | { kind: 'times'; next: readonly string[]; pending: boolean }
  | { kind: 'refused'; problem: ScheduleProblem };

/**
 * The next times `cron` names in `timezone`, asked of the server once the typing has rested
 * (`SCHEDULE_DEBOUNCE_MS`): nothing while the expression has fewer than five fields; the last
 * times, marked pending, while the answer for what is typed has not come.
 */
export function useSchedulePreview(cron: string, timezone: string): SchedulePreview {
  const typed = cron.trim();
  const askedCron = useDebounced(typed, SCHEDULE_DEBOUNCE_MS);
  const askedZone = useDebounced(timezone, SCHEDULE_DEBOUNCE_MS);
  const { data, error, isFetching } = useTaskScheduleQuery(
    { cron: askedCron, timezone: askedZone },
    { skip: !hasFiveFields(askedCron) },
  );
  if (!hasFiveFields(typed)) return { kind: 'none' };
  const pending = isFetching || askedCron !== typed || askedZone !== timezone;
  if (error && !pending) return { kind: 'refused', problem: scheduleProblem(error as CallError) };
  if (!data) return { kind: 'none' };
  return { kind: 'times', next: data.next, pending };
}
