import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { CodeEditorDialog } from './CodeEditorDialog';

const meta = {
  title: 'designer/dialogs/CodeEditorDialog',
  component: CodeEditorDialog,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    open: true,
    mode: 'html',
    value: '<div class="card">\n  <h3>{{ title }}</h3>\n</div>\n',
    title: 'Custom template',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CodeEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HtmlTemplate: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Custom template' }),
    );
    const editor = await dialog.findByRole('textbox', { name: 'HTML code' });
    await expect(editor).toHaveTextContent('<h3>{{ title }}</h3>');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(args.value);
  },
};

export const CascaderOptions: Story = {
  args: {
    mode: 'javascript',
    title: 'Cascader options',
    width: 800,
    height: 400,
    value: "[\n  { value: 'zj', label: 'Zhejiang', children: [] },\n]\n",
    helpUrl: 'https://example.org/help/cascader',
  },
};

export const StyleSheet: Story = {
  args: { mode: 'css', title: 'Style sheet', value: '.form .title {\n  color: #333;\n}\n' },
};

export const JsonMode: Story = { args: { mode: 'json', value: '{\n  "a": 1\n}\n' } };

export const XmlMode: Story = { args: { mode: 'xml', value: '<root><item/></root>\n' } };
