import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleRbac } from '../testing/rbac-mock';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

const roleTable = () => screen.getByRole('table', { name: 'Application roles' });
const rowOf = (code: string) =>
  within(roleTable())
    .getAllByRole('row')
    .find((row) => (row as HTMLTableRowElement).cells[0]?.textContent === code)!;

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
    await screen.findByRole('table', { name: 'Application roles' });
    expect(within(roleTable()).getAllByRole('row')).toHaveLength(3); // header + 2 of application 1
    expect(screen.queryByText('hr_clerk')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    const code = within(dialog).getByLabelText(/Role code/);
    expect(code).toHaveValue('crm_');
    await user.type(code, 'buyer');
    await user.type(within(dialog).getByLabelText(/Role name/), '采购');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(roleTable()).findByText('crm_buyer')).toBeInTheDocument();
    expect(rbac.roles.find((role) => role.roleCode === 'crm_buyer')).toMatchObject({
      roleType: 'APP',
      appId: 1,
      roleName: '采购',
    });
  });

  it('grants two resources in the checkbox tree, keeping their parents half-checked', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Privilege');
    await screen.findByRole('table', { name: 'Application roles' });
    await user.click(
      within(rowOf('crm_manager')).getByRole('button', { name: 'Grant resources to 销售经理' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Grant resources to “销售经理 (crm_manager)”',
    });
    const box = (name: RegExp) => within(dialog).getByRole('checkbox', { name });
    await user.click(await within(dialog).findByRole('checkbox', { name: /crm:customers:add$/ }));
    await user.click(box(/crm:reports$/));
    expect(box(/crm:customers:add$/)).toBeChecked();
    expect(box(/crm:customers$/)).not.toBeChecked();
    expect(box(/crm:customers$/).closest('[data-indeterminate]')).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
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
    await screen.findByRole('table', { name: 'Application roles' });
    await user.click(
      within(rowOf('crm_sales')).getByRole('button', { name: 'Grant resources to 销售' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Grant resources to/ });
    // the role's grant restores the tree: the one button checked, its page and menu half-checked
    expect(
      await within(dialog).findByRole('checkbox', { name: /crm:customers:add$/ }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /crm:reports$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Grant resources to/ })).toBeInTheDocument();
  });

  it('adds a user found by name to a role and removes one after asking', async () => {
    const user = userEvent.setup();
    const rbac = open('/app/1/Privilege');
    await screen.findByRole('table', { name: 'Application roles' });
    await user.click(within(rowOf('crm_sales')).getByRole('button', { name: 'Users of 销售' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of “销售 (crm_sales)”' });
    const holders = await within(dialog).findByRole('table', { name: "The role's users" });
    expect(within(holders).getByText('zhangsan')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Find users (by name)'), '李');
    await user.click(await screen.findByRole('option', { name: '李四 (lisi)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(holders).findByText('lisi')).toBeInTheDocument();
    expect(rbac.holders[501]).toEqual([2, 3]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove 张三 (zhangsan)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm removal' });
    expect(confirm).toHaveTextContent('Remove 张三 (zhangsan) from the role “销售”?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByText('zhangsan')).toBeNull());
    expect(rbac.holders[501]).toEqual([3]);
  });
});
