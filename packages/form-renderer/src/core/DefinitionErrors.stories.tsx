import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DefinitionErrors } from './DefinitionErrors';

const meta = {
  title: 'Renderer/DefinitionErrors',
  component: DefinitionErrors,
} satisfies Meta<typeof DefinitionErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralProblems: Story = {
  args: {
    problems: [
      { path: 'list[3].columns[1].list[0].options.max', message: 'expected a number' },
      {
        path: 'list[5].options.contentPosition',
        message: 'expected one of "left", "center", "right"',
      },
      { path: 'config', message: 'missing required property "config"' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'list[3].columns[1].list[0].options.max',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const UnreadableText: Story = {
  args: {
    problems: [
      { path: '', message: "line 3, column 14: expected ',' or '}' after a property value" },
    ],
  },
};
