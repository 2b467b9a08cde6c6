/**
 * The time window of a search by days (`YYYY-MM-DD` from a date input), as the instants a log's
 * query asks: `from` at the first day's local midnight, `to` (exclusive) at the midnight after
 * the last day. A day left empty leaves that side open; a text that is no day is ignored.
 */
export function dayRange(fromDay: string | undefined, toDay: string | undefined) {
  const from = midnight(fromDay, 0);
  const to = midnight(toDay, 1);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function midnight(day: string | undefined, plusDays: number): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day?.trim() ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
