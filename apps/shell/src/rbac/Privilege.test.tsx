import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleRbac } from '../testing/rbac-mock';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

const roleGrid = () => screen.getByRole('grid', { name: 'Application roles' });
/** The grid's row of the role with `code`. */
const rowOf = (code: string) =>
  within(roleGrid()).getByText(code).closest<HTMLElement>('[role="row"]')!;

/** A tree item by its name (a parent's name goes on with those of the items below it). */
const item = (name: RegExp) => screen.getByRole('treeitem', { name });
/** A tree item's own checkbox (the first: those of the items below it follow). */
const checkboxOf = (element: HTMLElement) =>
  element.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

/** The shell at `path` over a mock server whose data the test can read afterwards. */
function open(path: string, wrap: (server: MockHandler) => MockHandler = (server) => server) {
  const data = { ...sampleData(), rbac: sampleRbac() };
  renderShell(path, { server: wrap(shellServer(data, { requireToken: true })) });
  return data.rbac;
}

beforeEach(() => localStorage.clear());

describe('Privilege (an application’s roles)', () => {
  it('lists only the application’s roles and creates one of type APP', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Privilege');
    const grid = await screen.findByRole('grid', { name: 'Application roles' });
    // the two roles of application 1, not those of another application
    expect(await within(grid).findByText('crm_sales')).toBeInTheDocument();
    expect(within(grid).getByText('crm_manager')).toBeInTheDocument();
    expect(screen.queryByText('hr_clerk')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    const code = within(dialog).getByLabelText(/Role code/);
    expect(code).toHaveValue('crm_');
    await user.type(code, 'buyer');
    await user.type(within(dialog).getByLabelText(/Role name/), '采购');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(roleGrid()).findByText('crm_buyer')).toBeInTheDocument();
    expect(rbac.roles.find((role) => role.roleCode === 'crm_buyer')).toMatchObject({
      roleType: 'APP',
      appId: 1,
      roleName: '采购',
    });
  });

  it('grants two resources in the checkbox tree, keeping their parents half-checked', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Privilege');
    await within(await screen.findByRole('grid', { name: 'Application roles' })).findByText(
      'crm_sales',
    );
    await user.click(
      within(rowOf('crm_manager')).getByRole('button', { name: 'Grant resources to 销售经理' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Grant resources to “销售经理 (crm_manager)”',
    });
    // the application's tree opens fully: its buttons show at once
    await within(dialog).findByRole('tree', { name: "The application's resources" });
    await user.click(checkboxOf(item(/crm:customers:add$/)));
    await user.click(checkboxOf(item(/crm:reports$/)));
    expect(item(/crm:customers:add$/)).toHaveAttribute('aria-checked', 'true');
    expect(item(/^Customers · Menu · crm:customers /)).toHaveAttribute('aria-checked', 'mixed');
    expect(within(dialog).getByText('2 checked')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rbac.grants[502]).toEqual({ checked: [603, 605], half: [601, 602] });
  });

  it('shows a refused grant’s message in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    const message =
      'body.resourceIds: resource "crm:reports" (报表) belongs to application 2; the role ' +
      '"crm_sales" of application 1 may only be given that application\'s resources';
    open(
      '/app/1/Privilege',
      (server) => (request) =>
        request.method === 'PUT' && request.path === routeUrl(API.role.grant)
          ? {
              code: 40022,
              message,
              data: { errors: [{ field: 'body.resourceIds', message: 'refused' }] },
            }
          : server(request),
    );
    await within(await screen.findByRole('grid', { name: 'Application roles' })).findByText(
      'crm_sales',
    );
    await user.click(
      within(rowOf('crm_sales')).getByRole('button', { name: 'Grant resources to 销售' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Grant resources to/ });
    // the role's grant restores the tree: the one button checked, its page and menu half-checked
    await within(dialog).findByRole('tree');
    expect(item(/crm:customers:add$/)).toHaveAttribute('aria-checked', 'true');
    expect(item(/^Customer list · Page · crm:customers:list /)).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await user.click(checkboxOf(item(/crm:reports$/)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Grant resources to/ })).toBeInTheDocument();
  });

  it('adds a user chosen in the picker to a role and removes one after asking', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Privilege');
    await within(await screen.findByRole('grid', { name: 'Application roles' })).findByText(
      'crm_sales',
    );
    await user.click(within(rowOf('crm_sales')).getByRole('button', { name: 'Users of 销售' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of “销售 (crm_sales)”' });
    const holders = await within(dialog).findByRole('grid', { name: "The role's users" });
    expect(await within(holders).findByText('zhangsan')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add users' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose users' });
    await user.type(within(picker).getByLabelText('Name'), '李');
    await user.click(within(picker).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(picker).queryByText('zhangsan')).toBeNull());
    const lisi = (await within(picker).findByText('lisi')).closest('[role="row"]')!;
    await user.click(lisi.querySelector('input[type="checkbox"]')!);
    await user.click(within(picker).getByRole('button', { name: 'Add (1)' }));
    expect(await within(holders).findByText('lisi')).toBeInTheDocument();
    expect(rbac.holders[501]).toEqual([2, 3]);
    // until the picker has closed, the dialog behind it is hidden
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose users' })).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Remove 张三 (zhangsan)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm removal' });
    expect(confirm).toHaveTextContent('Remove 张三 (zhangsan) from the role “销售”?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByText('zhangsan')).toBeNull());
    expect(rbac.holders[501]).toEqual([3]);
  });
});
