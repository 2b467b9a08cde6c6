import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toolbarButtons } from '../designer/options';
import { realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { designerActions } from '../store/designer-slice';
import { DesignerToolbar } from './DesignerToolbar';

const meta = {
  title: 'designer/toolbar/DesignerToolbar',
  component: DesignerToolbar,
  args: { buttons: toolbarButtons(undefined) },
  decorators: [
    (Story) => (
      <StoryProviders
        definition={realisticForm()}
        onStore={(store) => store.dispatch(designerActions.widgetAdded({ type: 'input' }))}
      >
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof DesignerToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllButtons: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Designer actions' });
    await expect(within(bar).getByRole('button', { name: 'Redo' })).toBeDisabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    await expect(within(bar).getByRole('button', { name: 'Redo' })).toBeEnabled();
  },
};

export const HistoryAndPreviewOnly: Story = {
  args: {
    buttons: toolbarButtons({
      importJson: false,
      clear: false,
      generateJson: false,
      generateCode: false,
    }),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expect(within(bar).getAllByRole('button')).toHaveLength(3);
  },
};
