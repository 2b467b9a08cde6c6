import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';
import { formIdOf } from './FormDesignPage';

const location = () => screen.getByTestId('location').textContent;
const tabBar = () => screen.getByRole('navigation', { name: 'Visited pages', hidden: true });
const version = () => screen.getByTestId('form-version');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** The shell's mock server, with its form saves answered by `save` while it returns one. */
function serverWith(save: () => ReturnType<MockHandler> | null): MockHandler {
  const base = shellServer(sampleData(), { requireToken: true });
  return (request) => {
    if (request.method === 'PUT' && request.path === routeUrl(API.forms.update)) {
      const answer = save();
      if (answer) return answer;
    }
    return base(request);
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** The shell's question before unsaved changes are dropped, once it is open. */
const discardQuestion = () => screen.findByRole('dialog', { name: 'Discard unsaved changes?' });

/** Answers that question and waits until its dialog is gone. */
async function answer(button: 'Keep editing' | 'Discard') {
  const dialog = await discardQuestion();
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
  );
}

describe('formIdOf', () => {
  it('reads a positive whole form id and nothing else', () => {
    expect(formIdOf('?formId=12')).toBe(12);
    expect(formIdOf('?formId=0')).toBeNull();
    expect(formIdOf('?formId=1.5')).toBeNull();
    expect(formIdOf('?formId=abc')).toBeNull();
    expect(formIdOf('')).toBeNull();
  });
});

describe('Pages', () => {
  it('creates a form from its code and name and opens it in the designer', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Pages');
    await user.click(await screen.findByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await user.type(within(dialog).getByLabelText(/Form code/), 'customer');
    await user.type(within(dialog).getByLabelText(/Form name/), '客户');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('"customer" is already in use')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Form code: "customer" is already in use',
    );

    await user.clear(within(dialog).getByLabelText(/Form code/));
    await user.type(within(dialog).getByLabelText(/Form code/), 'lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toMatch(/^\/formDesign\?formId=\d+$/));
    expect(await screen.findByRole('heading', { name: '客户' }, { timeout: 5000 })).toBeVisible();
    expect(version()).toHaveTextContent('Version 1');
    expect(saveButton()).toBeDisabled();
  });

  it('opens a listed form in the designer', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Pages');
    await user.click(await screen.findByRole('link', { name: 'Design the form “拜访记录”' }));
    expect(location()).toBe('/formDesign?formId=12');
    expect(
      await screen.findByRole('heading', { name: '拜访记录' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});

describe('formDesign', () => {
  it('loads the latest definition and saves a change as the next version', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    expect(version()).toHaveTextContent('Version 3');
    // The latest definition's fields are on the canvas.
    expect(await screen.findByRole('group', { name: '备注' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What changed'), 'Add a number');
    await user.click(saveButton());
    await waitFor(() => expect(version()).toHaveTextContent('Version 4'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByText('Saved as version 4')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByLabelText('What changed')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “客户登记”' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^4Add a number/);
    await user.click(within(dialog).getByRole('button', { name: 'Open version 4' }));
    const widgets = await within(dialog).findByRole('table', { name: 'Widgets of version 4' });
    expect(within(widgets).getAllByRole('row').at(-1)).toHaveTextContent('number');
  });

  it('shows a refused save with its paths and keeps the canvas, then saves on retry', async () => {
    const user = userEvent.setup();
    let refuse = true;
    renderShell('/formDesign?formId=11', {
      server: serverWith(() =>
        refuse
          ? {
              code: 40022,
              message: 'Invalid request',
              data: {
                errors: [
                  { field: 'body.definition.list[3].options.max', message: 'must be ≥ min' },
                ],
              },
            }
          : null,
      ),
    });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    await user.click(saveButton());

    const alert = await screen.findByText(/The form was not saved: Invalid request/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'definition.list[3].options.max: must be ≥ min',
    );
    expect(version()).toHaveTextContent('Version 3');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Number' })).toBeInTheDocument();

    refuse = false;
    await user.click(saveButton());
    await waitFor(() => expect(version()).toHaveTextContent('Version 4'));
    expect(screen.queryByText(/The form was not saved/)).toBeNull();
  });

  it('lists the versions, newest first, sorted and paged, and opens one read-only', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “客户登记”' });
    const grid = await within(dialog).findByRole('grid', { name: 'Versions' });
    const versions = () =>
      [...grid.querySelectorAll('[role="row"][data-id] [data-field="version"]')].map(
        (cell) => cell.textContent,
      );
    await waitFor(() => expect(versions()).toEqual(['3', '2', '1']));
    expect(within(dialog).getByText('Total 3')).toBeInTheDocument();
    await user.click(within(grid).getByRole('columnheader', { name: /^Version/ }));
    await waitFor(() => expect(versions()).toEqual(['1', '2', '3']));

    await user.click(within(dialog).getByRole('button', { name: 'Open version 2' }));
    const widgets = await within(dialog).findByRole('table', { name: 'Widgets of version 2' });
    expect(
      within(widgets)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['客户名称nameinput', '电话phoneinput']);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('asks before closing its tab with unsaved changes', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    const close = () => within(tabBar()).getByRole('button', { name: 'Close Design: 客户登记' });

    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    await user.click(close());
    expect(await discardQuestion()).toHaveTextContent(
      'The form “客户登记” has unsaved changes. Leave and lose them?',
    );
    await answer('Keep editing');
    expect(location()).toBe('/formDesign?formId=11');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(close());
    await discardQuestion();
    await answer('Discard');
    await waitFor(() => expect(location()).toBe('/index'));
  });

  it('asks before refreshing or closing others over unsaved changes', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    const designTab = within(tabBar()).getByRole('link', {
      name: 'Design: 客户登记',
      hidden: true,
    });

    await user.pointer({ keys: '[MouseRight]', target: designTab });
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    await discardQuestion();
    await answer('Keep editing');
    expect(screen.getByRole('group', { name: 'Number' })).toBeInTheDocument();

    // Home keeps its tab: closing the others from there drops the designer's.
    await user.pointer({
      keys: '[MouseRight]',
      target: within(tabBar()).getByRole('link', { name: 'Home', hidden: true }),
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    await discardQuestion();
    await answer('Keep editing');
    expect(location()).toBe('/formDesign?formId=11');
    expect(screen.getByRole('group', { name: 'Number' })).toBeInTheDocument();
  });

  it('closes its tab without asking when everything is saved', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    await user.click(within(tabBar()).getByRole('button', { name: 'Close Design: 客户登记' }));
    await waitFor(() => expect(location()).toBe('/index'));
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('shows the form read-only to a user without the edit code', async () => {
    renderShell('/formDesign?formId=11', {
      user: {
        isAdmin: false,
        menu: ['viewer'],
        roleList: [],
        resources: [{ resourceCode: 'system:appConfig', resourceType: 'MENU' }],
      },
    });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can only view this form: changing forms needs the permission system:appConfig:edit.',
    );
    const preview = screen.getByRole('region', { name: 'Form preview' });
    expect(await within(preview).findByText('客户名称', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Number' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Versions' })).toBeEnabled();
  });

  it('says which form to open when none is named', async () => {
    renderShell('/formDesign');
    expect(
      await screen.findByText('Choose the form to design in an application’s Pages.'),
    ).toBeInTheDocument();
  });
});

describe('formDesign after someone else saved', () => {
  it('says so, keeps the canvas, and opens the latest version on request', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11', {
      server: serverWith(() => ({ code: 40009, message: 'Version 3 is not the latest (5)' })),
    });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    await user.click(saveButton());
    const alert = (await screen.findByText(/Version 3 is not the latest/)).closest(
      '[role="alert"]',
    );
    expect(alert).toHaveTextContent('Someone saved a newer version after you opened this one');
    expect(screen.getByRole('group', { name: 'Number' })).toBeInTheDocument();

    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Open the latest' }));
    expect(await discardQuestion()).toHaveTextContent(
      'Opening the latest version drops the unsaved changes on the canvas. Go on?',
    );
    await answer('Discard');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Number' })).toBeNull());
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.queryByText(/Version 3 is not the latest/)).toBeNull();
  });
});

describe('formDesign after a reload', () => {
  const kept = () => Object.keys(localStorage).filter((key) => key.startsWith('schemaTreeData:'));

  it('brings back the unsaved canvas of the signed-in user, and a save forgets it', async () => {
    const user = userEvent.setup();
    const first = renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    // The page goes away as in a reload: written at once. A reload unmounts nothing, so what
    // the unmount below clears (the shell drops a dirty designer only once discarded) is put back.
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toHaveLength(1);
    const stored = Object.entries(localStorage);
    first.unmount();
    expect(kept()).toEqual([]);
    for (const [key, value] of stored) localStorage.setItem(key, value);

    // Another user on this browser does not get it.
    const other = renderShell('/formDesign?formId=11', { user: { userId: 999 } });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: 'Number' })).toBeNull();
    other.unmount();

    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 5000 });
    expect(await screen.findByRole('group', { name: 'Number' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Restored changes' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(version()).toHaveTextContent('Version 4'));
    expect(kept()).toEqual([]);
  });
});
