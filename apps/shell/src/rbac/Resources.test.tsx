import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleRbac } from '../testing/rbac-mock';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

const grid = () => within(screen.getByRole('grid'));
/** The codes of the list's rows: the resources below the node chosen in the tree. */
const codes = () =>
  grid()
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="resourceCode"]')?.textContent);
const tree = () => within(screen.getByRole('tree', { name: 'Resource tree' }));

function open(path: string) {
  const data = { ...sampleData(), rbac: sampleRbac() };
  renderShell(path, { server: shellServer(data, { requireToken: true }) });
  return data.rbac;
}

/** The application's resource page, its top level listed. */
async function openResources() {
  const rbac = open('/app/1/Resources');
  await waitFor(() => expect(codes()).toEqual(['crm:customers', 'crm:reports']));
  return rbac;
}

beforeEach(() => localStorage.clear());

describe('Resources (an application’s resource tree)', () => {
  it('shows only the application’s menus, pages and buttons, the tree beside the list', async () => {
    const user = userEvent.setup();
    await openResources();
    expect(screen.getByRole('heading', { level: 2, name: 'Application resources' })).toBeVisible();
    expect(within(grid().getAllByRole('row')[1]!).getByText('Menu')).toBeInTheDocument();
    await user.click(tree().getByText('Customers'));
    await waitFor(() => expect(codes()).toEqual(['crm:customers:list']));
    expect(within(grid().getAllByRole('row')[1]!).getByText('Page')).toBeInTheDocument();
    await user.click(tree().getByText('Customer list'));
    await waitFor(() => expect(codes()).toEqual(['crm:customers:add', 'crm:customers:remove']));
    // buttons take nothing below them
    expect(grid().queryByRole('button', { name: /^Add below/ })).toBeNull();
  });

  it('adds a page below a menu, of a kind the contract allows there', async () => {
    const user = userEvent.setup();
    const rbac = await openResources();
    await user.click(screen.getByRole('button', { name: 'Add below Reports (crm:reports)' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resource below “报表”' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    const kinds = await screen.findByRole('listbox');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Page', 'Button', 'API']);
    await user.click(within(kinds).getByRole('option', { name: 'Page' }));
    const code = within(dialog).getByLabelText(/^Code/);
    expect(code).toHaveValue('crm:reports:');
    expect(within(dialog).getByLabelText(/^Sort/)).toHaveValue(10);
    await user.type(code, 'sales');
    await user.type(within(dialog).getByLabelText(/^Name/), '销售报表');
    await user.type(within(dialog).getByLabelText(/^Path/), 'sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(tree().getByText('Reports'));
    await waitFor(() => expect(codes()).toEqual(['crm:reports:sales']));
    expect(within(grid().getAllByRole('row')[1]!).getByText('Page')).toBeInTheDocument();
    expect(rbac.resources.find((r) => r.resourceCode === 'crm:reports:sales')).toMatchObject({
      parentId: 605,
      appId: 1,
      resourceType: 'PAGE',
      path: 'sales',
      sort: 10,
    });
  });

  it('asks before deleting, naming the resource, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    await openResources();
    await user.click(screen.getByRole('button', { name: 'Delete Customers (crm:customers)' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete “Customers (crm:customers)”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        '"crm:customers" still has resources below it; delete or move them first.',
      ),
    ).toBeInTheDocument();

    // the refused dialog closes first: until it has, the page behind it is hidden
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(tree().getByText('Customers'));
    await user.click(tree().getByText('Customer list'));
    await user.click(
      await screen.findByRole('button', { name: 'Delete Delete customer (crm:customers:remove)' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(codes()).toEqual(['crm:customers:add']));
  });

  it('sorts siblings and moves a resource under another menu', async () => {
    const user = userEvent.setup();
    const rbac = await openResources();
    await user.click(screen.getByRole('button', { name: 'Move up Reports (crm:reports)' }));
    await waitFor(() => expect(codes()).toEqual(['crm:reports', 'crm:customers']));

    await user.click(tree().getByText('Customers'));
    await user.click(
      await screen.findByRole('button', { name: 'Move Customer list (crm:customers:list)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move “Customer list”' });
    // a page goes under a directory, a menu or a page: not to the top
    expect(within(dialog).queryByText('Top level')).toBeNull();
    await user.click(within(dialog).getByText('Reports · Menu'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rbac.resources.find((r) => r.id === 602)?.parentId).toBe(605);
    await waitFor(() => expect(codes()).toEqual([]));
  });
});
