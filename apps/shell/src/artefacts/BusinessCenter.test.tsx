import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleApp, sampleData, shellServer } from '../testing/shell-server';

/** The first cell of each data row (the application's name), once the grid shows rows. */
const names = () =>
  waitFor(async () => {
    const grid = await screen.findByRole('grid', { name: 'Applications at a glance' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    return rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
  });

/** Twelve applications, 应用 01 to 应用 12, the later ones with more forms. */
const apps = () =>
  Array.from({ length: 12 }, (_, i) =>
    sampleApp(i + 1, {
      appCode: `app${String(i + 1).padStart(2, '0')}`,
      appName: `应用 ${String(i + 1).padStart(2, '0')}`,
    }),
  );

beforeEach(() => localStorage.clear());

describe('the business overview', () => {
  it('pages, sorts and searches the applications on the page, with totals of them all', async () => {
    const user = userEvent.setup();
    const data = { ...sampleData(), apps: apps(), forms: [] };
    renderShell('/businessCenter', { server: shellServer(data, { requireToken: true }) });
    await waitFor(async () => expect(await names()).toHaveLength(10));
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Applications').previousSibling).toHaveTextContent('12');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(async () => expect(await names()).toEqual(['应用 11', '应用 12']));

    // a sort starts again at the first page; the second click sorts down
    const code = screen.getByRole('columnheader', { name: 'Code' });
    await user.click(within(code).getByText('Code'));
    await waitFor(() => expect(code).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(code).getByText('Code'));
    await waitFor(() => expect(code).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(async () => expect((await names()).slice(0, 2)).toEqual(['应用 12', '应用 11']));

    const search = screen.getByRole('search');
    await user.type(
      within(search).getByRole('textbox', { name: 'Application name or code' }),
      'APP0',
    );
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 9')).toBeInTheDocument());
    expect((await names())[0]).toBe('应用 09');
    expect(within(totals).getByText('Applications').previousSibling).toHaveTextContent('12');
  });

  it('links each application to its area', async () => {
    renderShell('/businessCenter');
    const link = await screen.findByRole('link', { name: '客户管理' });
    expect(link).toHaveAttribute('href', '/app/1');
  });
});
