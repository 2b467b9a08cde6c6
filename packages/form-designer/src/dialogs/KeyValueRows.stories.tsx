import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { KeyValueRows } from './KeyValueRows';

const meta = {
  title: 'designer/dialogs/KeyValueRows',
  component: KeyValueRows,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    label: 'Headers',
    addLabel: 'Add header',
    rows: [['Accept', 'application/json']],
    onChange: fn(),
  },
} satisfies Meta<typeof KeyValueRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneRow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add header' }));
    await expect(args.onChange).toHaveBeenCalledWith([
      ['Accept', 'application/json'],
      ['', ''],
    ]);
  },
};
