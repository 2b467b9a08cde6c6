import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { ModalShell } from './ModalShell';

const meta = {
  title: 'designer/dialogs/ModalShell',
  component: ModalShell,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    open: true,
    title: 'Dialog title',
    children: (
      <Typography>Drag the title to move the dialog. A click outside does nothing.</Typography>
    ),
    onClose: fn(),
    // A slow save (simulated latency, not a wait), so Confirm shows its loading state.
    onConfirm: fn(() => new Promise<void>((done) => setTimeout(done, 800))),
  },
} satisfies Meta<typeof ModalShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Dialog title' });
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await expect(Math.round(dialog.getBoundingClientRect().top)).toBe(
      Math.round(window.innerHeight * 0.05),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Wide: Story = {
  args: { width: 1000, height: 300, title: 'Wide dialog' },
};
