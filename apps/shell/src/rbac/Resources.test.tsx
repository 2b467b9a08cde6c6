import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleRbac } from '../testing/rbac-mock';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

const tree = () => screen.getByRole('table', { name: 'Resource tree' });
const rows = () => within(tree()).getAllByRole('row').slice(1);
/** The code under each row's name. */
const codeOf = (row: HTMLElement) =>
  (row as HTMLTableRowElement).cells[0]?.querySelector('code')?.textContent;
const rowOf = (code: string) => rows().find((row) => codeOf(row) === code)!;
const codes = () => rows().map(codeOf);

function open(path: string) {
  const data = { ...sampleData(), rbac: sampleRbac() };
  renderShell(path, { server: shellServer(data, { requireToken: true }) });
  return data.rbac;
}

beforeEach(() => localStorage.clear());

describe('Resources (an application’s resource tree)', () => {
  it('shows only the application’s menus, pages and buttons as a tree', async () => {
    const user = userEvent.setup();
    open('/app/1/Resources');
    await screen.findByRole('table', { name: 'Resource tree' });
    expect(codes()).toEqual([
      'crm:customers',
      'crm:customers:list',
      'crm:customers:add',
      'crm:customers:remove',
      'crm:reports',
    ]);
    expect(within(rowOf('crm:customers:list')).getByText('Page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse Customers' }));
    expect(codes()).toEqual(['crm:customers', 'crm:reports']);
    // buttons take nothing below them
    await user.click(screen.getByRole('button', { name: 'Expand Customers' }));
    expect(
      within(rowOf('crm:customers:add')).queryByRole('button', { name: /Add below/ }),
    ).toBeNull();
  });

  it('adds a page below a menu, of a kind the contract allows there', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Resources');
    await screen.findByRole('table', { name: 'Resource tree' });
    await user.click(screen.getByRole('button', { name: 'Add below Reports' }));
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
    await user.type(code, 'sales');
    await user.type(within(dialog).getByLabelText(/^Name/), '销售报表');
    await user.type(within(dialog).getByLabelText(/^Path/), 'sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(codes()).toContain('crm:reports:sales'));
    expect(within(rowOf('crm:reports:sales')).getByText('Page')).toBeInTheDocument();
    expect(rbac.resources.find((r) => r.resourceCode === 'crm:reports:sales')).toMatchObject({
      parentId: 605,
      appId: 1,
      resourceType: 'PAGE',
      path: 'sales',
    });
  });

  it('asks before deleting, naming the resource, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    open('/app/1/Resources');
    await screen.findByRole('table', { name: 'Resource tree' });
    await user.click(screen.getByRole('button', { name: 'Delete Customers' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete the resource “Customers” (crm:customers)?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        '"crm:customers" still has resources below it; delete or move them first.',
      ),
    ).toBeInTheDocument();

    // the refused dialog closes first: until it has, the page behind it is hidden
    await user.click(await screen.findByRole('button', { name: 'Delete Delete customer' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(codes()).not.toContain('crm:customers:remove'));
  });

  it('sorts siblings and moves a resource under another menu', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Resources');
    await screen.findByRole('table', { name: 'Resource tree' });
    await user.click(screen.getByRole('button', { name: 'Move Reports up' }));
    await waitFor(() => expect(codes()[0]).toBe('crm:reports'));

    await user.click(screen.getByRole('button', { name: 'Move Customer list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “客户列表”' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New parent' }));
    await user.click(await screen.findByRole('option', { name: /crm:reports$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rbac.resources.find((r) => r.id === 602)?.parentId).toBe(605);
  });
});
