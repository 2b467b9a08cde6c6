/** The five fields of a cron expression, with the values each accepts. */
const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

type Field = (typeof FIELDS)[number];

function numberIn(text: string, field: Field): string | null {
  if (!/^\d{1,2}$/.test(text)) return `"${text}" is not a number`;
  const value = Number(text);
  if (value < field.min || value > field.max) {
    return `${value} is outside ${field.min}–${field.max}`;
  }
  return null;
}

/** Why one item of a field (`*`, `5`, `1-5`, `*\/15`, `0-30/10`) is wrong, or null. */
function itemProblem(item: string, field: Field): string | null {
  const [range = '', step, extra] = item.split('/');
  if (extra !== undefined) return `"${item}" has more than one "/"`;
  if (step !== undefined) {
    if (!/^\d{1,2}$/.test(step) || Number(step) === 0) {
      return `the step of "${item}" must be a number from 1`;
    }
  }
  if (range === '*') return null;
  const [from = '', to, more] = range.split('-');
  if (more !== undefined) return `"${item}" is not a range a-b`;
  const first = numberIn(from, field);
  if (first) return first;
  if (to === undefined) {
    return step === undefined ? null : `"${item}": a step needs * or a range before it`;
  }
  const last = numberIn(to, field);
  if (last) return last;
  return Number(from) > Number(to) ? `the range "${range}" runs backwards` : null;
}

/**
 * Why a cron expression of five fields (minute hour day-of-month month day-of-week; each
 * `*`, a number, a range `a-b`, a step `*\/n` or `a-b/n`, or a list of these) is wrong, or
 * null when it is right.
 */
export function cronProblem(expression: string): string | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) {
    return `must have 5 fields (minute hour day-of-month month day-of-week), found ${parts.length}`;
  }
  for (const [index, part] of parts.entries()) {
    const field = FIELDS[index] as Field;
    for (const item of part.split(',')) {
      const problem = item === '' ? 'an empty list item' : itemProblem(item, field);
      if (problem) return `${field.name} (field ${index + 1}): ${problem}`;
    }
  }
  return null;
}
