import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseItem } from '@org/api-contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { mockReleaseFile } from '../testing/releases-mock';

const item = (key: string, name: string): ReleaseItem => ({ key, name, body: {} });

/** A release file of 请假应用 (leave_app) 1.0.0: a form, a data view and a flow. */
const leaveFile = (viewCode = 'leave_days') =>
  mockReleaseFile(
    { code: 'leave_app', name: '请假应用' },
    { code: 'r1', name: '1.0 版', version: '1.0.0' },
    {
      FORM: [item('leave', '请假单')],
      VIEW: [item(viewCode, '请假天数')],
      WORKFLOW: [item('leave_flow', '请假流程')],
    },
  );

async function openImport() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderShell('/app/1/CompileRelease');
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a release file' });
  const choose = async (text: string, name = 'leave_app-1.0.0.release.json') => {
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([text], name, { type: 'application/json' }));
  };
  return { user, dialog, choose };
}

const importButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Import' });

beforeEach(() => localStorage.clear());

describe('importing a release file', () => {
  it('previews what a new application would get, then imports it', async () => {
    const { user, dialog, choose } = await openImport();
    expect(importButton(dialog)).toBeDisabled();
    await choose(JSON.stringify(leaveFile()));
    expect(
      await within(dialog).findByText(
        'The application “请假应用” (leave_app) will be created with release 1.0.0.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Create 4, update 0, unchanged 0, remove 0.');
    const table = within(dialog).getByRole('table', { name: 'Items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Formsleave请假单Create',
      'Data viewsleave_days请假天数Create',
      'Flowsleave_flow请假流程Create',
      'Releasesr11.0 版Create',
    ]);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(importButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Release 1.0.0 imported')).toBeInTheDocument();
  });

  it('names each conflict and imports nothing while one stands', async () => {
    const { dialog, choose } = await openImport();
    await choose(JSON.stringify(leaveFile('staff')));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'These conflicts stand; nothing is changed until all are solved:The Data view code staff is already used by the application hr.',
    );
    expect(importButton(dialog)).toBeDisabled();
  });

  it('refuses an altered file and a file that is no JSON, in the server’s words', async () => {
    const { dialog, choose } = await openImport();
    const altered = leaveFile();
    altered.release.notes = '改过';
    await choose(JSON.stringify(altered));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The checksum of the release file does not match its content: the file was altered after the export and is refused.',
    );
    expect(importButton(dialog)).toBeDisabled();
    expect(within(dialog).queryByRole('table')).toBeNull();

    await choose('PK', 'archive.zip');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The file is not a release file: it cannot be read as JSON.',
      ),
    );
  });

  it('previews a release of an application this platform has as an update', async () => {
    const { dialog, choose } = await openImport();
    const file = mockReleaseFile(
      { code: 'crm', name: '客户管理' },
      { code: 'v2', name: '2.0 版', version: '2.0.0' },
      { FORM: [item('customer', '客户信息')] },
    );
    await choose(JSON.stringify(file));
    expect(
      await within(dialog).findByText(
        'The application “客户管理” (crm) will be updated to release 2.0.0.',
      ),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Items' });
    // what changes comes first: created, then updated
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Releasesv22.0 版Create', 'Formscustomer客户信息Update']);
    expect(importButton(dialog)).toBeEnabled();
  });
});

describe('a release’s row', () => {
  it('opens the release with what it added, and rolls the application back after a preview', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/CompileRelease');
    await user.click(await screen.findByRole('button', { name: 'View 1.0 版' }));
    const view = await screen.findByRole('dialog', { name: 'Release 1.0.0' });
    expect(
      await within(view).findByText(
        'This is the first release of the application; everything below is added.',
      ),
    ).toBeInTheDocument();
    expect(within(view).getByRole('region', { name: 'Forms' })).toHaveTextContent(
      'FormsAdded 客户登记 (customer)Added 拜访记录 (visit)',
    );
    expect(view).toHaveTextContent('首个版本');
    await user.click(within(view).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Roll back 1.0 版' }));
    const rollback = await screen.findByRole('dialog', { name: 'Roll back to release 1.0.0' });
    expect(
      await within(rollback).findByText(
        'The application “客户管理” will be rolled back to release 1.0.0.',
      ),
    ).toBeInTheDocument();
    await user.click(within(rollback).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Rolled back to release 1.0.0')).toBeInTheDocument();
  });

  it('exports the release as one file named by the application and version', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs: the download's blob is kept here instead
    const objectUrls = {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:release';
      },
      revokeObjectURL: () => undefined,
    };
    Object.assign(URL, objectUrls);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderShell('/app/1/CompileRelease');
    await user.click(await screen.findByRole('button', { name: 'Export 1.0 版' }));
    expect(await screen.findByText('Exported crm-1.0.0.release.json')).toBeInTheDocument();
    expect(names).toEqual(['crm-1.0.0.release.json']);
    const file = JSON.parse(await saved[0]!.text()) as { format: string; checksum: string };
    expect(file.format).toBe('org-platform-release');
    expect(file.checksum).toMatch(/^sha256:/);
    click.mockRestore();
    for (const name of Object.keys(objectUrls)) Reflect.deleteProperty(URL, name);
  });
});
