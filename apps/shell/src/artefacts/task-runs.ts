import type { TaskRunStatus } from '@org/api-contract';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';

const MARK: CSSProperties = {
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 12,
  fontSize: 12,
  fontWeight: 500,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
};

/**
 * A run's status as a coloured mark: running blue, succeeded green, failed red, timed out
 * orange, skipped grey (dark text on a light ground, readable at the list's size). Inline
 * styles: a page of 100 runs draws 100 of them.
 */
export const STATUS_MARK: Readonly<Record<TaskRunStatus, CSSProperties>> = {
  RUNNING: { ...MARK, color: '#0d47a1', backgroundColor: '#e3f2fd' },
  SUCCEEDED: { ...MARK, color: '#1b5e20', backgroundColor: '#e8f5e9' },
  FAILED: { ...MARK, color: '#b71c1c', backgroundColor: '#ffebee' },
  TIMED_OUT: { ...MARK, color: '#8a3a00', backgroundColor: '#fff3e0' },
  SKIPPED: { ...MARK, color: '#424242', backgroundColor: '#eeeeee' },
};

/** The colour of a run's error text. */
export const ERROR_TEXT: CSSProperties = { color: '#b71c1c' };

/** How long a run took: milliseconds below a second, then seconds to one decimal, then minutes. */
export function durationText(ms: number | null, t: TFunction, language: string): string {
  if (ms === null) return '';
  if (ms < 1000) return t('task.ms', { value: ms });
  const seconds = ms / 1000;
  if (seconds < 60) {
    const value = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(seconds);
    return t('task.seconds', { value });
  }
  const whole = Math.round(seconds);
  return t('task.minutes', { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}
