import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { ModelProperty } from './ModelProperty';

const meta = { title: 'designer/panels/field/ModelProperty' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="input">
      <ModelProperty widgetKey="input" model="input_1" />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Field name' });
    // One typing over the whole text: an empty name is not kept once the field is left.
    await userEvent.type(field, 'number_1', { initialSelectionStart: 0, initialSelectionEnd: 7 });
    await expect(
      canvas.getByText('The field name "number_1" is already used by another field'),
    ).toBeVisible();
  },
};
