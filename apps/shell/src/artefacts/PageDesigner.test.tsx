import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';

const blocks = () =>
  within(screen.getByRole('list', { name: 'Blocks' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => localStorage.clear());

describe('the page designer', () => {
  it('adds a data view block, moves it up, saves, and previews it', async () => {
    const user = userEvent.setup();
    renderShell('/pageDesigner/707');
    expect(
      await screen.findByRole('heading', { name: 'Page design: 客户首页' }),
    ).toBeInTheDocument();
    // the blocks are drawn once the page's content and the form names are in
    await waitFor(() =>
      expect(blocks()).toEqual([expect.stringContaining('Form: 客户登记（customer）')]),
    );

    await user.click(screen.getByRole('combobox', { name: 'Block type' }));
    await user.click(await screen.findByRole('option', { name: 'Data view' }));
    await user.click(screen.getByRole('combobox', { name: 'Data view' }));
    await user.click(await screen.findByRole('option', { name: /省市区/ }));
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(blocks()).toEqual([
      expect.stringContaining('Form: 客户登记'),
      expect.stringContaining('Data view: 省市区（region_tree）'),
    ]);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(blocks()).toEqual([
      expect.stringContaining('Data view: 省市区'),
      expect.stringContaining('Form: 客户登记'),
    ]);
    expect(
      await screen.findByRole('table', { name: 'Rows of 省市区（region_tree）' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(blocks()).toEqual([expect.stringContaining('Form: 客户登记')]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  }, 90_000);

  it('says so when the id names no page', async () => {
    renderShell('/pageDesigner/701');
    expect(await screen.findByText('This is not a page.')).toBeInTheDocument();
  });
});
