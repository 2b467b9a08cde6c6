import type { RemoteOptions } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { RemoteOptionsEditor } from './RemoteOptionsEditor';

const meta = { title: 'designer/panels/options/RemoteOptionsEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="select">
      <WithSelectedWidget>
        {(w) => (
          <RemoteOptionsEditor
            widgetKey={w.key}
            widgetType={w.type}
            options={w.options as RemoteOptions}
          />
        )}
      </WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Dictionary' }));
    const picker = await canvas.findByRole('combobox', { name: 'Dictionary' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
  },
};
