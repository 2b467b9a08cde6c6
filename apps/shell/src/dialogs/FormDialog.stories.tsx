import type { Meta, StoryObj } from '@storybook/react-vite';
import TextField from '@mui/material/TextField';
import { StoryFrame } from '@org/app-kit/testing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { FormDialog, useFields, useRefusal } from './FormDialog';

/** An application's code and name; the save is refused as a server would refuse it. */
function Sample() {
  const { t } = useTranslation('shell');
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(
    { appCode: '', appName: '' },
    (name) => t(`app.${name}`),
    refusal.errors,
  );
  const [closed, setClosed] = useState(false);
  if (closed) return <p>Closed</p>;
  return (
    <FormDialog
      title={t('app.new')}
      refusal={refusal}
      labelOf={labelOf}
      onSubmit={() =>
        refusal.refuse(
          values.appCode === ''
            ? {
                kind: 'http',
                code: 40022,
                message: 'Invalid input',
                data: {
                  errors: [
                    { field: 'body.appCode', message: 'Enter a code' },
                    { field: 'body.owner', message: 'Unknown user' },
                  ],
                },
              }
            : { kind: 'http', code: 40900, message: `“${values.appCode}” is already in use` },
        )
      }
      onClose={() => setClosed(true)}
      busy={false}
    >
      <TextField {...field('appCode')} required autoFocus />
      <TextField {...field('appName')} required />
    </FormDialog>
  );
}

const meta: Meta<typeof FormDialog> = { title: 'Shell/FormDialog', component: FormDialog };
export default meta;
type Story = StoryObj<typeof FormDialog>;

export const Chinese: Story = {
  render: () => (
    <StoryFrame language="zh-CN" messages={shellMessages}>
      <Sample />
    </StoryFrame>
  ),
};

/**
 * Field errors show under their fields and are listed above them by label (a field the dialog
 * does not show by its name); a refusal naming no field shows its message; the backdrop does
 * not close the dialog, Cancel does.
 */
export const Refused: Story = {
  render: () => (
    <StoryFrame language="en-US" messages={shellMessages}>
      <Sample />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Code: Enter a code; owner: Unknown user',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Enter a code',
    );

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'crm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('“crm” is already in use');
    await expect(
      within(dialog).getByRole('textbox', { name: 'Code' }),
    ).not.toHaveAccessibleDescription();

    const backdrop = canvasElement.ownerDocument.querySelector('.MuiBackdrop-root');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await expect(body.getByRole('dialog', { name: 'New application' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.getByText('Closed')).toBeVisible());
  },
};
