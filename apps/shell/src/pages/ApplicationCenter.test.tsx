import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

const location = () => screen.getByTestId('location').textContent;
/** The codes of the applications listed, top to bottom. */
const codes = () =>
  [
    ...screen
      .getByRole('grid', { name: 'Applications' })
      .querySelectorAll('[role="row"][data-id] [data-field="appCode"]'),
  ].map((cell) => cell.textContent);

beforeEach(() => localStorage.clear());

describe('ApplicationCenter', () => {
  it('lists the applications and searches them by name', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await screen.findByRole('link', { name: '客户管理' });
    expect(codes()).toHaveLength(3);
    await user.type(screen.getByLabelText('Application name'), '人事');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(codes()).toEqual(['hr']));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(codes()).toHaveLength(3));
  });

  it('offers to create the first application where there is none', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter', {
      server: shellServer({ apps: [], forms: [], submissions: [] }),
    });
    await user.click(await screen.findByRole('link', { name: 'Create the first application' }));
    await waitFor(() => expect(location()).toBe('/ApplicationCenter/new'));
    expect(await screen.findByRole('dialog', { name: 'New application' })).toBeInTheDocument();
  });

  it('offers to create the first form of an application without forms', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    renderShell(`/app/${data.apps[0]!.id}/Pages`, {
      server: shellServer({ ...data, forms: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create the first form' }));
    expect(await screen.findByRole('dialog', { name: 'New form' })).toBeInTheDocument();
  });

  it('creates an application, showing the server’s field errors first', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter/new');
    const dialog = await screen.findByRole('dialog', { name: 'New application' });
    await user.type(within(dialog).getByLabelText(/Code/), 'crm');
    await user.type(within(dialog).getByLabelText(/^Name/), '重复');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('"crm" is already in use')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Code: "crm" is already in use');

    await user.clear(within(dialog).getByLabelText(/Code/));
    await user.type(within(dialog).getByLabelText(/Code/), 'sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/ApplicationCenter'));
    expect(await screen.findByRole('link', { name: '重复' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an application from its row', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await user.click(await screen.findByRole('link', { name: 'Edit application 人事' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit application' });
    expect(location()).toBe('/ApplicationCenter/edit/2');
    expect(within(dialog).getByLabelText(/Code/)).toBeDisabled();
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, '人力资源');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: '人力资源' })).toBeInTheDocument();
    expect(location()).toBe('/ApplicationCenter');
  });

  it('deletes after a confirmation; the server refuses one that has forms', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await screen.findByRole('link', { name: '办公' });

    await user.click(screen.getByRole('button', { name: 'Delete 客户管理' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The application still has forms.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: '客户管理' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 办公' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('办公');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '办公' })).toBeNull());
  });

  it('opens an application’s home with its forms, submissions, data views and files', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await user.click(await screen.findByRole('link', { name: '客户管理' }));
    await waitFor(() => expect(location()).toBe('/app/1'));
    const forms = await screen.findByRole('grid', { name: 'Forms' });
    await waitFor(() => expect(within(forms).getAllByRole('row')).toHaveLength(3));
    expect(forms).toHaveTextContent('客户登记');
    const submissions = await screen.findByRole('grid', { name: 'Recent submissions' });
    await waitFor(() => expect(submissions).toHaveTextContent('超级管理员'));
    expect(submissions).toHaveTextContent('Submitted');
    const views = await screen.findByRole('grid', { name: 'Data views' });
    await waitFor(() => expect(views).toHaveTextContent('客户等级'));
    expect(views).not.toHaveTextContent('员工');
    const files = await screen.findByRole('grid', { name: 'Recent files' });
    await waitFor(() => expect(files).toHaveTextContent('contract.pdf'));
  });

  it('tells a user without the view code why no application is shown, asking nothing', async () => {
    const asked: string[] = [];
    const server = shellServer(undefined, { requireToken: true });
    renderShell('/ApplicationCenter', {
      server: (request) => {
        asked.push(request.path);
        return server(request);
      },
      user: { isAdmin: false, menu: ['editor'], roleList: [], resources: [] },
    });
    expect(
      await screen.findByText(/You may not see the applications.*system:appConfig\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New application' })).toBeNull();
    // (the header's flow badges are every signed-in user's, whatever their codes)
    const designing = asked.filter(
      (path) => path.startsWith('/form-service') && !path.startsWith('/form-service/flow/'),
    );
    expect(designing).toEqual([]);
  });
});
