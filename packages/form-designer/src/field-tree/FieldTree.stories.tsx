import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyForm, realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { FieldTree } from './FieldTree';

const meta = {
  title: 'designer/field-tree/FieldTree',
  component: FieldTree,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders definition={(parameters.form as typeof emptyForm | undefined)?.()}>
        <div style={{ width: 240 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof FieldTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NestedByContainer: Story = {
  parameters: { form: realisticForm },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('navigation', { name: 'Fields' });
    const phone = within(tree).getByRole('button', { name: /^Phone/ });
    await userEvent.click(phone);
    await expect(phone).toHaveAttribute('aria-current', 'true');
  },
};

export const NoFields: Story = {
  parameters: { form: emptyForm },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data fields yet.')).toBeVisible();
  },
};
