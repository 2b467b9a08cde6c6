import type { Page } from '@org/api-contract';
import { useState } from 'react';
import { showError } from '../notices/notify';
import { type CsvColumn, downloadText, fetchAll, toCsv } from './csv';
import type { PagingQuery } from './use-list-query';

/** Export of a list's current search to CSV (all pages, at most 10 000 rows). */
export interface CsvExport<Row, Query extends PagingQuery> {
  fetchPage: (query: Query) => Promise<Page<Row>>;
  columns: CsvColumn<Row>[];
  /** The file's name before the date and `.csv`. */
  fileName: string;
}

/** Runs the export of `query`'s every page and saves the file; `exporting` while it runs. */
export function useCsvExport<Row, Query extends PagingQuery>(
  csv: CsvExport<Row, Query> | undefined,
  query: Query,
) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    if (!csv) return;
    setExporting(true);
    try {
      const all = await fetchAll((pageNo, pageSize) =>
        csv.fetchPage({ ...query, pageNo, pageSize }),
      );
      const day = new Date().toISOString().slice(0, 10);
      downloadText(toCsv(all, csv.columns), `${csv.fileName}-${day}.csv`);
    } catch (error) {
      // failed calls were shown by the client; the export limit is shown here
      if (error instanceof RangeError) showError(error.message);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
