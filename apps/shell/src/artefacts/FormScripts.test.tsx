import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

beforeEach(() => localStorage.clear());

describe('form scripts of an application', () => {
  it('switches the scripts off, and adds a remote function and an option list', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    renderShell('/app/1/FormScripts', { server: shellServer(data, { requireToken: true }) });
    const toggle = await screen.findByRole('switch', { name: 'Run forms’ scripts (sandboxed)' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(data.formScriptsOff).toEqual([1]));
    expect(
      await screen.findByText('Off: this application’s forms run no scripts at all.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add remote function' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add remote function' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'func_levels');
    const script = within(dialog).getByLabelText(/^Script/);
    await user.clear(script);
    await user.type(script, "return [[{{ value: 'x', label: 'X' }];");
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.formSources?.at(-1)).toMatchObject({ kind: 'FUNC', name: 'func_levels' });

    await user.click(screen.getByRole('button', { name: 'Add option list' }));
    dialog = await screen.findByRole('dialog', { name: 'Add option list' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'option_sizes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of option 1' }), 's');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label of option 1' }), 'Small');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of option 2' }), 'l');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label of option 2' }), 'Large');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.formSources?.at(-1)).toMatchObject({
      kind: 'OPTION',
      name: 'option_sizes',
      options: [
        { value: 's', label: 'Small' },
        { value: 'l', label: 'Large' },
      ],
    });
  }, 60_000);

  it('shows why a tried script failed, under the script', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/FormScripts', {
      server: shellServer(sampleData(), { requireToken: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add remote function' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add remote function' });
    const script = within(dialog).getByLabelText(/^Script/);
    await user.clear(script);
    await user.type(script, 'for (;;) {{}');
    await user.click(within(dialog).getByRole('button', { name: 'Try it' }));
    expect(
      await within(dialog).findByText(
        'The script ran longer than 1000 ms and was stopped (does it loop forever?).',
      ),
    ).toBeVisible();
  }, 60_000);
});
