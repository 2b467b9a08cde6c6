import { MAX_PAGE_SIZE, type Page } from '@org/api-contract';

/** A column of an export: its header and how a row gives its text. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Quotes a cell when it holds a comma, quote or line break; neutralises formula starts. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (with a BOM so that spreadsheet programs read UTF-8) of the rows. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Largest export; a search that matches more is refused with a clear message. */
export const EXPORT_LIMIT = 10_000;

/** Every row of a search, page by page (`MAX_PAGE_SIZE` at a time). */
export async function fetchAll<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<Page<T>>,
): Promise<T[]> {
  const first = await fetchPage(1, MAX_PAGE_SIZE);
  if (first.total > EXPORT_LIMIT) {
    throw new RangeError(
      `The search matches ${first.total} rows; narrow it to at most ${EXPORT_LIMIT} to export.`,
    );
  }
  const rows = [...first.list];
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  for (let pageNo = 2; pageNo <= pages; pageNo += 1) {
    rows.push(...(await fetchPage(pageNo, MAX_PAGE_SIZE)).list);
  }
  return rows;
}

/** Saves `text` as a file download. */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
