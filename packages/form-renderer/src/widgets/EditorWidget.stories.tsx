import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditorWidget } from './EditorWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Editor' };
export default meta;
type Story = StoryObj;

const notes = makeWidget('editor', { height: 200 }, { name: 'Notes' });
const compact = makeWidget(
  'editor',
  {
    height: 120,
    customToolbar: [
      ['bold', 'italic', 'underline'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['link', 'clean'],
    ],
  },
  { name: 'Summary' },
);
const hostile = makeWidget('editor', { height: 120 }, { name: 'Imported text' });

export const DefaultToolbar: Story = {
  render: () => <WidgetHarness component={EditorWidget} widget={notes} value="<p>Dear team,</p>" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByRole('status', { name: 'Value' });
    const box = await canvas.findByRole('textbox', { name: 'Notes' });
    // Type at the end of the text with the browser's own editing (simulated key events do
    // not move a contenteditable caret reliably).
    box.focus();
    const selection = window.getSelection();
    selection?.selectAllChildren(box);
    selection?.collapseToEnd();
    document.execCommand('insertText', false, ' thanks');
    await waitFor(() => expect(output).toHaveTextContent('"<p>Dear team, thanks</p>"'));
    // Select everything and make it bold from the toolbar.
    selection?.selectAllChildren(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(output).toHaveTextContent('"<p><strong>Dear team, thanks</strong></p>"'),
    );
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const CustomToolbar: Story = {
  render: () => (
    <WidgetHarness
      component={EditorWidget}
      widget={compact}
      value="<p>Short and <em>clear</em>.</p>"
    />
  ),
  play: async ({ canvasElement }) => {
    const toolbar = await within(canvasElement).findByRole('toolbar', { name: 'Formatting' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(7);
  },
};

const everyControl = makeWidget(
  'editor',
  {
    height: 120,
    customToolbar: [
      [{ header: 1 }, { header: 2 }, 'bold', 'italic', 'underline', 'strike'],
      [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
      [{ script: 'sub' }, { script: 'super' }, { indent: '-1' }, { indent: '+1' }],
      [{ direction: 'rtl' }, 'blockquote', 'code-block', 'code'],
      ['link', 'image', 'video', 'clean'],
    ],
  },
  { name: 'Everything' },
);

/**
 * Every toolbar button Quill's notation can ask for: letters that start the button's name or
 * icons from the icon set (none drawn from a font), each named for voice control.
 */
export const EveryToolbarButton: Story = {
  render: () => <WidgetHarness component={EditorWidget} widget={everyControl} value="" />,
  play: async ({ canvasElement }) => {
    const toolbar = await within(canvasElement).findByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons).toHaveLength(21);
    for (const button of buttons) {
      const shown = button.textContent ?? '';
      const name = button.getAttribute('aria-label') ?? '';
      // Either letters the name starts with, or an icon (no text at all).
      if (shown) await expect(name.toLowerCase().startsWith(shown.toLowerCase())).toBe(true);
      else await expect(button.querySelector('svg')).not.toBeNull();
    }
  },
};

export const SanitizedContent: Story = {
  render: () => (
    <WidgetHarness
      component={EditorWidget}
      widget={hostile}
      value={
        '<p>Plain words</p><img src="/missing-editor-image.png" alt="A missing picture" onerror="window.__editorRan = true">'
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: 'Imported text' });
    await new Promise<void>((resolve) => {
      const probe = new Image();
      probe.onerror = () => resolve();
      probe.onload = () => resolve();
      probe.src = '/missing-editor-image.png';
    });
    await expect(box.querySelector('[onerror]')).toBeNull();
    await expect((window as { __editorRan?: boolean }).__editorRan).toBeUndefined();
  },
};

export const Disabled: Story = {
  render: () => (
    <WidgetHarness component={EditorWidget} widget={notes} value="<p>Read only</p>" disabled />
  ),
};
