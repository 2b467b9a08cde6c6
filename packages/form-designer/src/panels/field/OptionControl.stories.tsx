import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { OptionControl } from './OptionControl';

const meta = { title: 'designer/panels/field/OptionControl' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="grid">
      <WithSelectedWidget>
        {(w) => (
          <OptionControl
            widgetKey={w.key}
            widgetType={w.type}
            spec={{
              name: 'justify',
              control: { kind: 'choice', choices: ['start', 'center', 'end'] },
            }}
            value={(w.options as { justify?: string }).justify}
          />
        )}
      </WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: 'Horizontal arrangement' }),
    ).toHaveTextContent('Start');
  },
};
