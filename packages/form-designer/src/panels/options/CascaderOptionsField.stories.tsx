import type { CascaderOptionItem } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { CascaderOptionsField } from './CascaderOptionsField';

const meta = { title: 'designer/panels/options/CascaderOptionsField' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="cascader">
      <WithSelectedWidget>
        {(w) => (
          <CascaderOptionsField
            widgetKey={w.key}
            items={(w.options as { options: CascaderOptionItem[] }).options}
          />
        )}
      </WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Cascader options' }) as HTMLTextAreaElement;
    await expect(field.value).toContain('Option 1-1');
  },
};
