import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { EventsSection } from './EventsSection';

const meta = { title: 'designer/panels/field/EventsSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="input">
      <WithSelectedWidget>{(w) => <EventsSection widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'On change' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'onNameChange' }));
    await expect(canvas.getByRole('combobox', { name: 'On change' })).toHaveTextContent(
      'onNameChange',
    );
  },
};
