import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { notify } from './notify';

const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

function NoticeButtons() {
  return (
    <Stack direction="row" spacing={1}>
      {VARIANTS.map((variant) => (
        <Button
          key={variant}
          variant="outlined"
          onClick={() => notify(`A ${variant} notice`, { variant, persist: true })}
        >
          {variant}
        </Button>
      ))}
    </Stack>
  );
}

const meta: Meta<typeof NoticeButtons> = {
  title: 'App kit/Notices',
  component: NoticeButtons,
};
export default meta;
type Story = StoryObj<typeof NoticeButtons>;

/** Every kind of notice at once; the axe check proves their text is readable. */
export const EveryKind: Story = {
  render: () => (
    <StoryFrame>
      <NoticeButtons />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    for (const variant of VARIANTS) {
      await userEvent.click(canvas.getByRole('button', { name: variant }));
      await waitFor(() => expect(page.getByText(`A ${variant} notice`)).toBeVisible());
    }
  },
};
