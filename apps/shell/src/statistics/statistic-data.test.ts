import { describe, expect, it } from 'vitest';
import type { StatisticResult } from '../api/statistics-api';
import { legendOf, plotOf } from './chart-plot';
import { type ValueWords, csvOf, fileNameOf, pivotTableOf, valueWriter } from './statistic-data';

/** Sales by quarter and city, the way the server answers a stacked bar or pivot table. */
const byQuarterAndCity: StatisticResult = {
  dimension: { key: 'd', label: '下单日期（按季度）', type: 'string' },
  series: { key: 's', label: '城市', type: 'string' },
  measures: [{ key: 'm0', label: '金额', type: 'number' }],
  rows: [
    { d: '2025-Q1', s: '上海', m0: 1200.5 },
    { d: '2025-Q1', s: '杭州', m0: 3000 },
    { d: '2025-Q2', s: '杭州', m0: 4100.25 },
    { d: '2025-Q2', s: null, m0: 80 },
  ],
  truncated: false,
  ms: 9,
};

const WORDS: ValueWords = {
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
  week: (year, week) => `Week ${week}, ${year}`,
  quarter: (year, quarter) => `Q${quarter} ${year}`,
};

const valueHeader = (label: string) => `${label} (value)`;

/** The same answer with the cities' values answered as codes, and labels for two of them. */
const byQuarterAndCityCode: StatisticResult = {
  ...byQuarterAndCity,
  series: { key: 's', label: '城市', type: 'string', labels: { sh: '上海', hz: '杭州' } },
  rows: byQuarterAndCity.rows.map((row) => ({
    ...row,
    s: row.s === '上海' ? 'sh' : row.s === '杭州' ? 'hz' : row.s === null ? 'nj' : null,
  })),
};

describe('a statistic’s values', () => {
  it('are written in the language: numbers, dates, buckets, empty groups', () => {
    const en = valueWriter('en-US', WORDS, { d: 'quarter' });
    const zh = valueWriter(
      'zh-CN',
      { ...WORDS, quarter: (y, q) => `${y} 年第 ${q} 季度` },
      {
        d: 'quarter',
      },
    );
    const d = byQuarterAndCity.dimension!;
    const m = byQuarterAndCity.measures[0]!;
    expect(en(d, '2025-Q2')).toBe('Q2 2025');
    expect(zh(d, '2025-Q2')).toBe('2025 年第 2 季度');
    expect(en(m, 4100.25)).toBe('4,100.25');
    expect(en(m, '1234567.891')).toBe('1,234,567.89');
    expect(en(byQuarterAndCity.series!, null)).toBe('(empty)');
    const month = valueWriter('en-US', WORDS, { d: 'month' });
    expect(month(d, '2025-03')).toBe('Mar 2025');
    const week = valueWriter('en-US', WORDS, { d: 'week' });
    expect(week(d, '2025-W07')).toBe('Week 7, 2025');
    const day = { key: 'd', label: 'Day', type: 'date' };
    expect(valueWriter('en-US', WORDS)(day, '2025-01-08')).toBe('Jan 8, 2025');
    expect(valueWriter('zh-CN', WORDS)(day, '2025-01-08T00:00:00.000Z')).toBe('2025年1月8日');
  });

  it('are written as CSV with the answer’s columns, a byte order mark and raw values', () => {
    expect(csvOf(byQuarterAndCity, valueHeader)).toBe(
      '\uFEFF下单日期（按季度）,城市,金额\r\n' +
        '2025-Q1,上海,1200.5\r\n' +
        '2025-Q1,杭州,3000\r\n' +
        '2025-Q2,杭州,4100.25\r\n' +
        '2025-Q2,,80\r\n',
    );
    const odd: StatisticResult = {
      ...byQuarterAndCity,
      series: null,
      measures: [{ key: 'm0', label: 'Net, "after" costs', type: 'number' }],
      rows: [{ d: '=HYPERLINK("x")', m0: -12.5 }],
    };
    expect(csvOf(odd, valueHeader)).toBe(
      '\uFEFF下单日期（按季度）,"Net, ""after"" costs"\r\n"\'=HYPERLINK(""x"")",-12.5\r\n',
    );
  });

  it('make a pivot table with totals when the measure adds up, and none for averages', () => {
    const write = valueWriter('en-US', WORDS, { d: 'quarter' });
    const pivot = pivotTableOf(byQuarterAndCity, 'SUM', write);
    expect(pivot.columns).toEqual(['上海', '杭州', '(empty)']);
    expect(pivot.rows).toEqual([
      { label: 'Q1 2025', cells: ['1,200.5', '3,000', ''], total: '4,200.5' },
      { label: 'Q2 2025', cells: ['', '4,100.25', '80'], total: '4,180.25' },
    ]);
    expect(pivot.totals).toEqual({ cells: ['1,200.5', '7,100.25', '80'], total: '8,380.75' });
    expect(pivotTableOf(byQuarterAndCity, 'MAX', write).totals?.total).toBe('4,100.25');
    const averages = pivotTableOf(byQuarterAndCity, 'AVG', write);
    expect(averages.totals).toBeNull();
    expect(averages.rows[0]?.total).toBeNull();
  });

  it('are drawn as a stack per measure with a series per series value', () => {
    const write = valueWriter('en-US', WORDS, { d: 'quarter' });
    const plot = plotOf(byQuarterAndCity, 'stackedBar', write, ['red', 'green', 'blue']);
    expect(plot).toEqual({
      kind: 'axis',
      categories: ['Q1 2025', 'Q2 2025'],
      series: [
        { id: 'm0-0', label: '上海', color: 'red', data: [1200.5, null], stack: 'm0' },
        { id: 'm0-1', label: '杭州', color: 'green', data: [3000, 4100.25], stack: 'm0' },
        { id: 'm0-2', label: '(empty)', color: 'blue', data: [null, 80], stack: 'm0' },
      ],
    });
    expect(legendOf(plot).map((item) => item.label)).toEqual(['上海', '杭州', '(empty)']);
    const pie = plotOf({ ...byQuarterAndCity, series: null }, 'pie', write, ['red']);
    expect(pie.kind === 'pie' && pie.slices.map((s) => [s.label, s.value])).toEqual([
      ['Q1 2025', 1200.5],
      ['Q1 2025', 3000],
      ['Q2 2025', 4100.25],
      ['Q2 2025', 80],
    ]);
  });

  it('name their files after the statistic', () => {
    expect(fileNameOf('按月 销售/城市', 'png')).toBe('按月_销售_城市.png');
    expect(fileNameOf('  ', 'csv')).toBe('statistic.csv');
  });

  it('show the labels the server answered, and keep the values beside them in the CSV', () => {
    const write = valueWriter('en-US', WORDS, { d: 'quarter' });
    const series = byQuarterAndCityCode.series!;
    expect(write(series, 'sh')).toBe('上海');
    expect(write(series, 'nj')).toBe('nj');
    const pivot = pivotTableOf(byQuarterAndCityCode, 'SUM', write);
    expect(pivot.columns).toEqual(['上海', '杭州', 'nj']);
    const plot = plotOf(byQuarterAndCityCode, 'stackedBar', write, ['red', 'green', 'blue']);
    expect(legendOf(plot).map((entry) => entry.label)).toEqual(['上海', '杭州', 'nj']);
    expect(csvOf(byQuarterAndCityCode, valueHeader)).toBe(
      '\uFEFF下单日期（按季度）,城市,城市 (value),金额\r\n' +
        '2025-Q1,上海,sh,1200.5\r\n' +
        '2025-Q1,杭州,hz,3000\r\n' +
        '2025-Q2,杭州,hz,4100.25\r\n' +
        '2025-Q2,nj,nj,80\r\n',
    );
  });
});
