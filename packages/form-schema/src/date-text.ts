/**
 * Dates written with the format tokens of the form model (element-ui style,
 * `yyyy-MM-dd HH:mm:ss`), in local time, and which formats sort as text. The renderer writes a
 * date widget's value in its `format`; a table of submissions shows millisecond values in it
 * and compares text values against bounds written in it.
 *
 * Tokens: `yyyy` `yy` year; `MM` `M` month; `dd` `d` day; `HH` `H` hour (0–23); `hh` `h` hour
 * (1–12) with `A`/`a`; `mm` `m` minute; `ss` `s` second. dayjs spellings (`YYYY`, `DD`) are
 * read the same. Text in square brackets is literal.
 */

const TOKEN = /\[([^\]]*)\]|yyyy|YYYY|yy|YY|MM|M|dd|DD|d|D|HH|H|hh|h|mm|m|ss|s|A|a/g;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A date written in a format of the form model, in local time. */
export function formatDateText(date: Date, format: string): string {
  return format.replace(TOKEN, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    const hours = date.getHours();
    switch (token) {
      case 'yyyy':
      case 'YYYY':
        return pad(date.getFullYear(), 4);
      case 'yy':
      case 'YY':
        return pad(date.getFullYear() % 100);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'dd':
      case 'DD':
        return pad(date.getDate());
      case 'd':
      case 'D':
        return String(date.getDate());
      case 'HH':
        return pad(hours);
      case 'H':
        return String(hours);
      case 'hh':
        return pad(hours % 12 || 12);
      case 'h':
        return String(hours % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      case 'm':
        return String(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 's':
        return String(date.getSeconds());
      case 'A':
        return hours < 12 ? 'AM' : 'PM';
      default:
        return hours < 12 ? 'am' : 'pm';
    }
  });
}

/** The fixed-width tokens from the largest unit down, as a sortable format must use them. */
const SORTED_UNITS: readonly (readonly string[])[] = [
  ['yyyy', 'YYYY'],
  ['MM'],
  ['dd', 'DD'],
  ['HH'],
  ['mm'],
  ['ss'],
];

/**
 * Whether texts written in `format` sort as the instants they name: fixed-width tokens from
 * `first` (0 = year, 3 = hour) down to some smaller unit, none skipped, with literal
 * texts that hold no digit around them (`yyyy-MM-dd`, `yyyy年MM月`, `HH:mm:ss`; not
 * `dd.MM.yyyy` or `M/d/yyyy`).
 */
function sortsAsText(format: string, first: number): boolean {
  let expected = first;
  let end = 0;
  for (const match of format.matchAll(TOKEN)) {
    const between = format.slice(end, match.index);
    end = match.index + match[0].length;
    if (/\d/.test(between)) return false;
    if (match[1] !== undefined) {
      if (/\d/.test(match[1])) return false;
      continue;
    }
    if (!SORTED_UNITS[expected]?.includes(match[0])) return false;
    expected += 1;
  }
  return expected > first && !/\d/.test(format.slice(end));
}

/** Whether date texts in `format` sort as dates (year first, fixed widths, no unit skipped). */
export function isSortableDateFormat(format: string): boolean {
  return sortsAsText(format, 0);
}

/** Whether time texts in `format` sort as times of day (`HH`, then `mm`, then `ss`). */
export function isSortableTimeFormat(format: string): boolean {
  return sortsAsText(format, 3);
}

/** `YYYY-MM-DD` as a local date at the start of that day; `undefined` when it is no such day. */
export function parseDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(year, month - 1, date);
  parsed.setFullYear(year);
  return parsed.getFullYear() === year &&
    parsed.getMonth() === month - 1 &&
    parsed.getDate() === date
    ? parsed
    : undefined;
}
