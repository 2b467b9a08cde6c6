import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the mocks and shell-server import each other.
import { withStatistics } from '../testing/statistics-mock';
import { SALES_DASHBOARD, STATES_DASHBOARD, withDashboards } from '../testing/dashboards-mock';
import { NO_CHOICE } from './DashboardFilterBar';
import { readKeptFilters } from './kept-filters';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const server = () =>
  shellServer(withDashboards(withStatistics(sampleData())), { requireToken: true });

describe('a dashboard', () => {
  it('shows a failed chart and one without rows in their places, never blank', async () => {
    renderShell(`/dashboard/${STATES_DASHBOARD}`, { server: server() });
    const failed = await screen.findByRole('region', { name: '超时的统计' }, { timeout: 10_000 });
    expect(
      await within(failed).findByText('The statistic could not be computed'),
    ).toBeInTheDocument();
    const empty = screen.getByRole('region', { name: '拉萨的订单' });
    expect(await within(empty).findByText('No data')).toBeInTheDocument();
  });

  it('offers the shared choice’s values and adds a chart in its editor, unsaved until saved', async () => {
    const user = userEvent.setup();
    renderShell(`/dashboard/${SALES_DASHBOARD}`, { server: server() });
    expect(
      await screen.findByRole('heading', { name: 'Dashboard: 销售总览' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('下单日期 from')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '城市' }));
    expect(await screen.findByRole('option', { name: '杭州' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Edit layout' }));
    await user.click(screen.getByRole('combobox', { name: 'Add a chart' }));
    await user.click(await screen.findByRole('option', { name: /订单总览/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Charts of 销售总览' })).toBeInTheDocument(),
    );
    expect(await screen.findByRole('region', { name: '订单总览' })).toBeInTheDocument();
    // the setup's list and the chart's card both offer it
    const [remove] = screen.getAllByRole('button', { name: 'Remove "订单总览"' });
    await user.click(remove!);
    await waitFor(() => expect(screen.queryByRole('region', { name: '订单总览' })).toBeNull());
  });

  it('keeps the filters chosen on it through a reload of the page', async () => {
    const shown = renderShell(`/dashboard/${SALES_DASHBOARD}`, { server: server() });
    const from = await screen.findByLabelText('下单日期 from', undefined, { timeout: 10_000 });
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    expect(from).toHaveValue('2026-03-01');
    shown.unmount();

    renderShell(`/dashboard/${SALES_DASHBOARD}`, { server: server() });
    expect(
      await screen.findByLabelText('下单日期 from', undefined, { timeout: 10_000 }),
    ).toHaveValue('2026-03-01');
    // what the tab keeps is read with care: anything else there shows the dashboard unfiltered
    expect(readKeptFilters('{"from":"tomorrow","to":"","choice":""}')).toEqual(NO_CHOICE);
    expect(readKeptFilters('not json')).toEqual(NO_CHOICE);
  });

  it('moves and resizes a chart from the keyboard while its layout is edited', async () => {
    const user = userEvent.setup();
    renderShell(`/dashboard/${SALES_DASHBOARD}`, { server: server() });
    await user.click(
      await screen.findByRole('button', { name: 'Edit layout' }, { timeout: 10_000 }),
    );
    const handle = await screen.findByRole('button', { name: /^Move "品类"/ });
    expect(handle).toHaveAttribute('aria-keyshortcuts', expect.stringContaining('Shift+ArrowUp'));
    handle.focus();
    // 品类 fills the grid's width: it cannot go right or grow wider, only narrower
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Move "品类"/ })).toHaveFocus();
  });
});
