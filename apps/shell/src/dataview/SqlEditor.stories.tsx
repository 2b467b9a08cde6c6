import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { SqlEditor } from './SqlEditor';

const meta: Meta<typeof SqlEditor> = {
  title: 'Shell/Data views/SQL editor',
  component: SqlEditor,
};
export default meta;
type Story = StoryObj<typeof SqlEditor>;

const SAMPLE = `-- customers of a city, newest first
select c.id, c.name as "label", c.level
  from crm_customer c
 where c.city = :city
   and c.created_at >= current_date - interval '30 days'
 order by c.created_at desc
 limit 100`;

/** The field over a state of its own, followed by a button (where Tab goes next). */
function Field({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <StoryFrame language="en-US" messages={shellMessages}>
      <Box sx={{ p: 2, maxWidth: 760, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <SqlEditor
          label="SQL"
          required
          value={value}
          onChange={setValue}
          error={error}
          helperText="One SELECT (or WITH … SELECT) statement; write parameters as :name."
        />
        <Button variant="outlined">Next field</Button>
      </Box>
    </StoryFrame>
  );
}

/** A view's SQL, highlighted; a paste goes in at the end, Tab moves on to the next field. */
export const Filled: Story = {
  render: () => <Field initial={SAMPLE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sql = await canvas.findByRole('textbox', { name: 'SQL' }, { timeout: 10_000 });
    await expect(sql).toHaveTextContent('from crm_customer c');
    await userEvent.click(sql);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.paste('\noffset 0');
    await expect(sql).toHaveTextContent('offset 0');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
  },
};

/** An empty field. */
export const Empty: Story = { render: () => <Field initial="" /> };

/** The server refused the SQL: its reason under the field, which is marked invalid. */
export const Refused: Story = {
  render: () => (
    <Field
      initial="delete from crm_lead"
      error="a view must be one SELECT (or WITH … SELECT) statement"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sql = await canvas.findByRole('textbox', { name: 'SQL' }, { timeout: 10_000 });
    await expect(sql).toHaveAttribute('aria-invalid', 'true');
    await expect(sql).toHaveAccessibleDescription(
      'a view must be one SELECT (or WITH … SELECT) statement',
    );
  },
};
