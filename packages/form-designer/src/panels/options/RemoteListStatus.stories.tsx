import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { RemoteListStatus } from './RemoteListStatus';

const failed = { status: 'error' as const, items: [], message: 'timeout', retry: () => {} };

const meta = { title: 'designer/panels/options/RemoteListStatus' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <RemoteListStatus list={failed} name="Dictionary" />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not load the list: timeout',
    );
  },
};
