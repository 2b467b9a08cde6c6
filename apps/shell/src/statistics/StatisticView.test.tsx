import { AppKitProvider, createAppKit, createI18n, mockAdapter } from '@org/app-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StatisticResult } from '../api/statistics-api';
import { shellMessages } from '../messages';
import { shellServer } from '../testing/shell-server';
import { StatisticView } from './StatisticView';

/** Orders counted and summed by city, as the server answers a bar chart of two measures. */
const byCity: StatisticResult = {
  dimension: { key: 'd', label: '城市', type: 'string' },
  series: null,
  measures: [
    { key: 'm0', label: 'Orders', type: 'number' },
    { key: 'm1', label: 'Amount', type: 'number' },
  ],
  rows: [
    { d: '杭州', m0: 120, m1: 58_210.5 },
    { d: '上海', m0: 80, m1: 40_100 },
    { d: '北京', m0: 42, m1: 19_870.25 },
  ],
  truncated: false,
  ms: 14,
};

/** The same orders by region code, with the labels of the regions' choices answered. */
const byRegion: StatisticResult = {
  ...byCity,
  dimension: { key: 'd', label: '地区', type: 'string', labels: { A: '华东', B: '华北' } },
  rows: [
    { d: 'A', m0: 120, m1: 58_210.5 },
    { d: 'B', m0: 80, m1: 40_100 },
    { d: 'Z', m0: 42, m1: 19_870.25 },
  ],
};

function renderView(view: ReactNode, language: 'zh-CN' | 'en-US' = 'en-US') {
  const kit = createAppKit({ adapter: mockAdapter(shellServer()) });
  const i18n = createI18n(shellMessages, language);
  return render(
    <AppKitProvider kit={kit} i18n={i18n} reload={() => undefined}>
      {view}
    </AppKitProvider>,
  );
}

describe('a statistic’s view', () => {
  it('draws a bar chart of a result with its groups, its measures and their numbers', async () => {
    const user = userEvent.setup();
    renderView(
      <StatisticView
        name="Sales by city"
        content={{ chart: 'bar' }}
        result={byCity}
        fetching={false}
        width={640}
      />,
    );
    const chart = await screen.findByRole('img', { name: 'Sales by city (Bar chart)' });
    // the axis's groups and the legend's measures are drawn (the drawing is one image)
    for (const label of ['杭州', '上海', '北京', 'Orders', 'Amount', '城市']) {
      expect(within(chart).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('3 groups · 14 ms')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Data table' }));
    const table = within(await screen.findByRole('region', { name: 'Data of Sales by city' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '城市',
      'Orders',
      'Amount',
    ]);
    expect(table.getByRole('row', { name: '杭州 120 58,210.5' })).toBeInTheDocument();
  });

  it('shows the server’s message when it failed, with what to try after a time-out', () => {
    renderView(
      <StatisticView
        name="Sales by city"
        content={{ chart: 'bar' }}
        result={undefined}
        fetching={false}
        error={{
          kind: 'envelope',
          code: 50400,
          message: 'The view ran longer than its limit of 5000 ms and was stopped.',
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The statistic could not be computed');
    expect(alert).toHaveTextContent(
      'The view ran longer than its limit of 5000 ms and was stopped.',
    );
    expect(alert).toHaveTextContent('add filters or group more coarsely');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says 暂无数据 for an answer without rows, and computing before the first', () => {
    const { rerender } = renderView(
      <StatisticView name="按城市" content={{ chart: 'pie' }} result={undefined} fetching />,
      'zh-CN',
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在计算…');
    rerender(
      <StatisticView
        name="按城市"
        content={{ chart: 'pie' }}
        result={{ ...byCity, rows: [] }}
        fetching={false}
      />,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出图片' })).toBeDisabled();
  });

  it('says when only the first groups are shown, and draws number cards', () => {
    renderView(
      <StatisticView
        name="Totals"
        content={{ chart: 'number' }}
        result={{
          ...byCity,
          dimension: null,
          rows: [{ m0: 242, m1: 118_180.75 }],
          truncated: true,
        }}
        fetching={false}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Figures of Totals' }));
    expect(cards.getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      '242Orders',
      '118,180.75Amount',
    ]);
    expect(screen.getByText(/Only the first 1 groups are shown/)).toBeInTheDocument();
  });

  it('shows the labels of the values in the chart and its table, and both in the CSV', async () => {
    const user = userEvent.setup();
    const exported: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported.push(blob as Blob);
      return 'blob:statistic';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderView(
      <StatisticView
        name="按地区"
        content={{ chart: 'bar' }}
        result={byRegion}
        fetching={false}
        width={640}
      />,
      'zh-CN',
    );
    const chart = await screen.findByRole('img', { name: '按地区（柱状图）' });
    for (const label of ['华东', '华北', 'Z']) {
      expect(within(chart).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(chart).queryByText('A')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '数据表' }));
    const table = within(await screen.findByRole('region', { name: '按地区的数据' }));
    expect(table.getByRole('row', { name: '华东 120 58,210.5' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Z 42 19,870.25' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await exported[0]!.arrayBuffer(),
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF地区,地区（值）,Orders,Amount',
      '华东,A,120,58210.5',
      '华北,B,80,40100',
      'Z,Z,42,19870.25',
      '',
    ]);
  });

  it('shows values as they are, with a quiet note, when their labels’ source is gone', () => {
    const note =
      'The dictionary "region" no longer exists or is disabled; values show as they are.';
    renderView(
      <StatisticView
        name="By region"
        content={{ chart: 'pivot' }}
        result={{
          ...byRegion,
          dimension: { key: 'd', label: 'Region', type: 'string', labelsNote: note },
          series: { key: 's', label: 'Channel', type: 'string' },
          rows: byRegion.rows.map((row) => ({ ...row, s: 'web' })),
        }}
        fetching={false}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(note);
    expect(screen.getByRole('rowheader', { name: 'A' })).toBeInTheDocument();
  });
});
