import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { StoryFrame } from '@org/app-kit/testing';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { AskHost, askDiscard } from './ask';

/** A page that asks before dropping its work, and says what the answer was. */
function Sample() {
  const [answer, setAnswer] = useState('—');
  return (
    <>
      <Button
        variant="outlined"
        onClick={() =>
          void askDiscard({
            text: 'The form “客户登记” has unsaved changes. Leave and lose them?',
          }).then((agreed) => setAnswer(agreed ? 'dropped' : 'kept'))
        }
      >
        Close the tab
      </Button>
      <p>Answer: {answer}</p>
      <AskHost />
    </>
  );
}

const meta: Meta<typeof AskHost> = { title: 'Shell/AskHost', component: AskHost };
export default meta;
type Story = StoryObj<typeof AskHost>;

/** The question open, in Chinese. */
export const Chinese: Story = {
  render: () => (
    <StoryFrame language="zh-CN" messages={shellMessages}>
      <Sample />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the tab' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '放弃未保存的修改？' })).toBeVisible();
  },
};

/** Keeping the work answers false; the backdrop does not answer; discarding answers true. */
export const Answers: Story = {
  render: () => (
    <StoryFrame language="en-US" messages={shellMessages}>
      <Sample />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const question = () => body.findByRole('dialog', { name: 'Discard unsaved changes?' });
    const closed = () =>
      waitFor(() =>
        expect(body.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
      );

    await userEvent.click(canvas.getByRole('button', { name: 'Close the tab' }));
    const dialog = await question();
    await expect(dialog).toHaveTextContent('has unsaved changes. Leave and lose them?');
    const backdrop = canvasElement.ownerDocument.querySelector('.MuiBackdrop-root');
    await userEvent.click(backdrop as Element);
    await expect(await question()).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await closed();
    await expect(canvas.getByText('Answer: kept')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Close the tab' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await closed();
    await expect(canvas.getByText('Answer: dropped')).toBeVisible();
  },
};
