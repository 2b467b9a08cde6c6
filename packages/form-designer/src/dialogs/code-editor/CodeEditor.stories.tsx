import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryProviders } from '../../designer/story-providers';
import { CodeEditor } from './CodeEditor';

const meta = {
  title: 'designer/dialogs/CodeEditor',
  component: CodeEditor,
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ width: 600 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  args: {
    mode: 'javascript',
    value: 'return res.data;\n',
    label: 'Response function',
    height: 160,
    onChange: fn(),
  },
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JavaScript: Story = {
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Response function' });
    await expect(editor).toHaveTextContent('return res.data;');
    await expect(editor.closest('.cm-editor')?.getBoundingClientRect().height).toBe(160);
  },
};

export const ReadOnly: Story = { args: { readOnly: true, mode: 'json', value: '{ "a": 1 }' } };
