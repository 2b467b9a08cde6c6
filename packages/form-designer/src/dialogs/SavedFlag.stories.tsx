import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { SavedFlag } from './SavedFlag';

const meta = {
  title: 'designer/dialogs/SavedFlag',
  component: SavedFlag,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { unsaved: true },
} satisfies Meta<typeof SavedFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsaved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Unsaved');
  },
};

export const Saved: Story = { args: { unsaved: false } };
