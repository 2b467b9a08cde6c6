import { describe, expect, it } from 'vitest';
import { EXPORT_LIMIT, fetchAll, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and quotes cells that need it', () => {
    const csv = toCsv(
      [
        { code: 'CEO', name: 'Chief, "executive"' },
        { code: '=SUM(A1)', name: 'two\nlines' },
      ],
      [
        { header: 'Code', value: (row) => row.code },
        { header: 'Name', value: (row) => row.name },
      ],
    );
    expect(csv).toBe(
      '\uFEFFCode,Name\r\nCEO,"Chief, ""executive"""\r\n\'=SUM(A1),"two\nlines"\r\n',
    );
  });
});

describe('fetchAll', () => {
  it('reads every page of the search', async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const asked: number[] = [];
    const rows = await fetchAll(async (pageNo, pageSize) => {
      asked.push(pageNo);
      return {
        list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: all.length,
        pageNo,
        pageSize,
      };
    });
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('refuses a search larger than the export limit', async () => {
    await expect(
      fetchAll(async () => ({ list: [], total: EXPORT_LIMIT + 1, pageNo: 1, pageSize: 100 })),
    ).rejects.toThrow(`narrow it to at most ${EXPORT_LIMIT}`);
  });
});
