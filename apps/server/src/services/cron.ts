import { type Text, text } from '../i18n/text';

/** The five fields of a cron expression, with the values each accepts. */
const FIELDS = [
  { name: text('artefact.cronMinute'), min: 0, max: 59 },
  { name: text('artefact.cronHour'), min: 0, max: 23 },
  { name: text('artefact.cronDayOfMonth'), min: 1, max: 31 },
  { name: text('artefact.cronMonth'), min: 1, max: 12 },
  { name: text('artefact.cronDayOfWeek'), min: 0, max: 7 },
] as const;

type Field = (typeof FIELDS)[number];

function numberIn(value: string, field: Field): Text | null {
  if (!/^\d{1,2}$/.test(value)) return text('artefact.cronNotNumber', { text: value });
  const number = Number(value);
  if (number < field.min || number > field.max) {
    return text('artefact.cronOutside', { value: number, min: field.min, max: field.max });
  }
  return null;
}

/** Why one item of a field (`*`, `5`, `1-5`, `*\/15`, `0-30/10`) is wrong, or null. */
function itemProblem(item: string, field: Field): Text | null {
  const [range = '', step, extra] = item.split('/');
  if (extra !== undefined) return text('artefact.cronSlashes', { item });
  if (step !== undefined) {
    if (!/^\d{1,2}$/.test(step) || Number(step) === 0) {
      return text('artefact.cronStep', { item });
    }
  }
  if (range === '*') return null;
  const [from = '', to, more] = range.split('-');
  if (more !== undefined) return text('artefact.cronRange', { item });
  const first = numberIn(from, field);
  if (first) return first;
  if (to === undefined) {
    return step === undefined ? null : text('artefact.cronStepBase', { item });
  }
  const last = numberIn(to, field);
  if (last) return last;
  return Number(from) > Number(to) ? text('artefact.cronBackwards', { range }) : null;
}

/**
 * Why a cron expression of five fields (minute hour day-of-month month day-of-week; each
 * `*`, a number, a range `a-b`, a step `*\/n` or `a-b/n`, or a list of these) is wrong, or
 * null when it is right.
 */
export function cronProblem(expression: string): Text | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) {
    return text('artefact.cronFieldCount', { count: parts.length });
  }
  for (const [index, part] of parts.entries()) {
    const field = FIELDS[index] as Field;
    for (const item of part.split(',')) {
      const problem = item === '' ? text('artefact.cronEmptyItem') : itemProblem(item, field);
      if (problem)
        return text('artefact.cronField', { field: field.name, index: index + 1, problem });
    }
  }
  return null;
}
