import { createI18n } from '@org/app-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../messages';
import { SqlEditor } from './SqlEditor';

const i18n = createI18n(shellMessages, 'en-US');

/** The field over a state of its own, with the state shown and a button that replaces it. */
function Field({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <SqlEditor
        label="SQL"
        value={value}
        onChange={setValue}
        error={error}
        helperText="One SELECT statement"
        required
      />
      <output aria-label="Stored SQL">{value}</output>
      <button type="button" onClick={() => setValue('select 2')}>
        Replace
      </button>
    </I18nextProvider>
  );
}

const stored = () => screen.getByRole('status', { name: 'Stored SQL' }).textContent;

describe('SqlEditor', () => {
  it('is a labelled, required text box described by its help, whose text goes to the state', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const sql = await screen.findByRole('textbox', { name: 'SQL' });
    expect(screen.getByText('SQL')).toBeVisible();
    expect(sql).toHaveAttribute('aria-required', 'true');
    expect(sql).toHaveAttribute('aria-invalid', 'false');
    expect(sql).toHaveAccessibleDescription('One SELECT statement');

    await user.click(sql);
    await user.paste('select id from crm_customer where level = :level');
    expect(stored()).toBe('select id from crm_customer where level = :level');
    await user.clear(sql);
    expect(stored()).toBe('');
  });

  it('shows a text given from outside', async () => {
    const user = userEvent.setup();
    render(<Field initial="select 1" />);
    const sql = await screen.findByRole('textbox', { name: 'SQL' });
    expect(sql).toHaveTextContent('select 1');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(sql).toHaveTextContent('select 2');
    expect(stored()).toBe('select 2');
  });

  it('shows its problem under it instead of the help, and is invalid', async () => {
    render(<Field initial="delete from crm_lead" error="a view must be one SELECT statement" />);
    const sql = await screen.findByRole('textbox', { name: 'SQL' });
    expect(sql).toHaveAttribute('aria-invalid', 'true');
    expect(sql).toHaveAccessibleDescription('a view must be one SELECT statement');
    expect(screen.queryByText('One SELECT statement')).toBeNull();
  });

  it('lets Tab leave the editor without changing the text', async () => {
    const user = userEvent.setup();
    render(<Field initial="select 1" />);
    const sql = await screen.findByRole('textbox', { name: 'SQL' });
    await user.click(sql);
    expect(sql).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Replace' })).toHaveFocus();
    expect(stored()).toBe('select 1');
    await user.tab({ shift: true });
    expect(sql).toHaveFocus();
  });
});
