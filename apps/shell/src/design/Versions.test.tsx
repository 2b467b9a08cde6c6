import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';
import { withChangedVersion } from '../testing/versions-mock';

const formsGrid = () => screen.findByRole('grid', { name: 'Pages' });
const rowOf = async (name: string) =>
  (await within(await formsGrid()).findByText(name)).closest('[role="row"]') as HTMLElement;

beforeEach(() => localStorage.clear());

describe('publishing from the Pages list', () => {
  it('shows each form’s published version, publishes the chosen one and withdraws it', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Pages');
    expect(await rowOf('客户登记')).toHaveTextContent('Version 2 published');
    expect(await rowOf('拜访记录')).toHaveTextContent('Not published');

    await user.click(screen.getByRole('button', { name: 'Publish the form “客户登记”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “客户登记”' });
    expect(dialog).toHaveTextContent('Version 2 is published');
    // The latest version is chosen at first.
    const choice = within(dialog).getByRole('combobox', { name: 'Version to publish' });
    expect(choice).toHaveTextContent('Version 3 (latest) — 加上备注 ·');
    await user.click(choice);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => /^Version (\d+)/.exec(o.textContent ?? '')?.[1])).toEqual([
      '3',
      '2',
      '1',
    ]);
    expect(options[1]).toHaveTextContent('Version 2 (published now) — 加上电话 ·');
    await user.click(screen.getByRole('option', { name: /^Version 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(await rowOf('客户登记')).toHaveTextContent('Version 1 published'),
    );
    expect(
      await screen.findByText('Version 1 published', { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish the form “客户登记”' }));
    const again = await screen.findByRole('dialog', { name: 'Publish “客户登记”' });
    await user.click(within(again).getByRole('button', { name: 'Withdraw' }));
    await waitFor(async () => expect(await rowOf('客户登记')).toHaveTextContent('Not published'));
  });

  it('publishes the latest version of a form that has none published', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Pages');
    await user.click(await screen.findByRole('button', { name: 'Publish the form “拜访记录”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “拜访记录”' });
    expect(dialog).toHaveTextContent('No version of this form is published yet');
    expect(within(dialog).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(async () =>
      expect(await rowOf('拜访记录')).toHaveTextContent('Version 1 published'),
    );
  });

  it('keeps a refusal inside the dialog', async () => {
    const user = userEvent.setup();
    const base = shellServer(sampleData(), { requireToken: true });
    const server: MockHandler = (request) =>
      request.path === routeUrl(API.forms.publish)
        ? { code: 40004, message: 'Form 11 has no version 3 to publish.' }
        : base(request);
    renderShell('/app/1/Pages', { server });
    await user.click(await screen.findByRole('button', { name: 'Publish the form “客户登记”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “客户登记”' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText('Could not publish: Form 11 has no version 3 to publish.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rowOf('客户登记')).toHaveTextContent('Version 2 published');
  });

  it('offers no Publish without the edit code', async () => {
    renderShell('/app/1/Pages', {
      user: {
        isAdmin: false,
        menu: ['viewer'],
        roleList: [],
        resources: [{ resourceCode: 'system:appConfig', resourceType: 'MENU' }],
      },
    });
    expect(await rowOf('客户登记')).toHaveTextContent('Version 2 published');
    expect(screen.queryByRole('button', { name: /^Publish the form/ })).toBeNull();
  });
});

describe('versions in formDesign', () => {
  it('restores an old version as a new one and shows it on the canvas', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 20_000 });
    expect(await screen.findByRole('group', { name: '备注' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “客户登记”' });
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }));

    const ask = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(ask).toHaveTextContent('will be saved as a new version 4');
    await user.click(within(ask).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('form-version')).toHaveTextContent('Version 4'));
    expect(screen.getByText('Version 1 restored as version 4')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '备注' })).toBeNull();
    expect(screen.getByRole('group', { name: '客户名称' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const reopened = await screen.findByRole('dialog', { name: 'Versions of “客户登记”' });
    const rows = await within(reopened).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^4Restored version 1/);
  });

  it('compares two versions side by side: an added and a changed widget', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11', {
      server: shellServer(withChangedVersion(), { requireToken: true }),
    });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “客户登记”' });
    const compare = within(dialog).getByRole('button', { name: 'Compare selected' });
    expect(compare).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Select version 4 to compare' }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select version 2 to compare' }));
    await user.click(compare);

    const table = await within(dialog).findByRole('table', {
      name: 'Widgets of version 2 and version 4',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '1 added, 0 removed, 1 changed, 0 moved',
    );
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.querySelector('td'));
    const texts = rows.map((row) => row.textContent);
    expect(texts[0]).toBe('Same客户名称nameinput客户名称nameinput');
    expect(texts[1]).toBe('Changed电话phoneinput手机phoneinput');
    const changes = within(table).getByRole('list', { name: 'What changed in “手机”' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'name: "电话" → "手机"',
      'options.required: false → true',
      // The required rule that the option generates.
      'rules[0]: (none) → {"required":true,"message":"required"}',
    ]);
    expect(texts.at(-1)).toBe('Added备注remarkinput');
  });

  it('marks the published version and publishes another from the list', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11');
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “客户登记”' });
    expect(
      await within(dialog).findByLabelText('Version 2 is the published one'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(
      await within(dialog).findByLabelText('Version 3 is the published one'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publish version 2' })).toBeEnabled();
  });
});
