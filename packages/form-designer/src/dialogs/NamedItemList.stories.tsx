import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { NamedItemList } from './NamedItemList';

const meta = {
  title: 'designer/dialogs/NamedItemList',
  component: NamedItemList,
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ height: 300, display: 'flex' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  args: {
    label: 'Data source list',
    addLabel: 'Add data source',
    emptyText: 'No data source yet.',
    items: [
      { key: 'a', name: 'users', tag: 'GET' },
      { key: 'b', name: 'saveOrder', tag: 'POST' },
    ],
    selected: 'a',
    onAdd: fn(),
    onSelect: fn(),
    onClone: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof NamedItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clone saveOrder' }));
    await expect(args.onClone).toHaveBeenCalledWith('b');
  },
};

export const Empty: Story = { args: { items: [], selected: null } };
