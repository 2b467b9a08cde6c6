import type { OptionItem } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { OptionListEditor } from './OptionListEditor';

const meta = { title: 'designer/panels/options/OptionListEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="radio">
      <WithSelectedWidget>
        {(w) => (
          <OptionListEditor
            widgetKey={w.key}
            items={(w.options as { options: OptionItem[] }).options}
          />
        )}
      </WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove option 3' }));
    await expect(canvas.queryByRole('textbox', { name: 'Option 3 Value' })).toBeNull();
  },
};
