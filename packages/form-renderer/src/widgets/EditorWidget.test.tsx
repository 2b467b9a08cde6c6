import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EditorWidget } from './EditorWidget';
import { sanitizerReady } from '../services/sanitize-html';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

/**
 * jsdom has no real editing or selection for contenteditable, so the tests play the user's
 * typing and selecting through the editor's own API (source "user"); the Chromium stories
 * type for real.
 */
function quillOf(box: HTMLElement): Quill {
  const quill = Quill.find(box.parentElement as HTMLElement);
  if (!(quill instanceof Quill)) throw new Error('no editor');
  return quill;
}
const editor = (options: Parameters<typeof makeWidget<'editor'>>[1] = {}) =>
  makeWidget('editor', options, { name: 'Description' });

describe('EditorWidget', () => {
  beforeAll(() => sanitizerReady());

  beforeAll(() => {
    // jsdom does no layout: give ranges the empty box Quill asks for when it scrolls.
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  });

  it('is a multi-line text box named by its label, with the stored HTML loaded', async () => {
    render(
      <WidgetHarness
        component={EditorWidget}
        widget={editor()}
        value="<p>Hello <strong>there</strong></p>"
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(within(box).getByText('there').tagName).toBe('STRONG');
  });

  it('emits HTML as the user types', async () => {
    render(<WidgetHarness component={EditorWidget} widget={editor()} value="" />);
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => {
      quillOf(box).insertText(0, 'Hi there', 'user');
    });
    expect(value()).toHaveTextContent('"<p>Hi there</p>"');
  });

  it('formats the selection from the toolbar and shows the pressed state', async () => {
    render(
      <WidgetHarness component={EditorWidget} widget={editor()} value="<p>make me bold</p>" />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => quillOf(box).setSelection(0, 12, 'user'));
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(value()).toHaveTextContent('"<p><strong>make me bold</strong></p>"');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('builds the toolbar from customToolbar', async () => {
    render(
      <WidgetHarness
        component={EditorWidget}
        widget={editor({
          customToolbar: [
            ['italic', 'underline'],
            [{ header: [1, 2, false] }],
            [{ list: 'bullet' }],
          ],
        })}
        value=""
      />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Italic', 'Underline', 'Bulleted list']);
    const heading = within(toolbar).getByRole('combobox', { name: 'Heading' });
    expect(
      within(heading)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Heading 1', 'Heading 2', 'Normal']);
  });

  it('sets a heading from the menu', async () => {
    render(<WidgetHarness component={EditorWidget} widget={editor()} value="<p>Title</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => quillOf(box).setSelection(0, 0, 'user'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Heading' }), { target: { value: '2' } });
    expect(value()).toHaveTextContent('"<h2>Title</h2>"');
  });

  it('adds a link through the address prompt', async () => {
    render(<WidgetHarness component={EditorWidget} widget={editor()} value="<p>docs</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => quillOf(box).setSelection(0, 4, 'user'));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Link address' }),
      'https://example.com/docs{Enter}',
    );
    await waitFor(() =>
      expect(value()).toHaveTextContent('<a href=\\"https://example.com/docs\\"'),
    );
  });

  it('sets the height of the editing area', async () => {
    const { container } = render(
      <WidgetHarness component={EditorWidget} widget={editor({ height: 180 })} value="" />,
    );
    await screen.findByRole('textbox', { name: 'Description' });
    expect(container.querySelector('.ql-container')).toHaveStyle({ height: '180px' });
  });

  it('never runs script or event handlers in loaded HTML, and never emits them', async () => {
    render(
      <WidgetHarness
        component={EditorWidget}
        widget={editor()}
        value={
          '<p>Safe</p><img src="x" onerror="window.editorHacked = true"><script>window.editorHacked = true</script>'
        }
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.querySelector('script, [onerror]')).toBeNull();
    act(() => {
      quillOf(box).insertText(4, '!', 'user');
    });
    expect(value()).toHaveTextContent('Safe!');
    expect(value().textContent).not.toMatch(/onerror|script/);
    expect((window as { editorHacked?: boolean }).editorHacked).toBeUndefined();
  });

  it('passes what it emits through the sanitizer of the services', async () => {
    const sanitizeHtml = (html: string) => html.replace(/secret/g, '******');
    render(
      <WidgetHarness
        component={EditorWidget}
        widget={editor()}
        value=""
        services={{ sanitizeHtml }}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => {
      quillOf(box).insertText(0, 'secret', 'user');
    });
    expect(value()).toHaveTextContent('"<p>******</p>"');
  });

  it('is read-only without a toolbar when disabled', async () => {
    render(
      <WidgetHarness component={EditorWidget} widget={editor()} value="<p>Fixed</p>" disabled />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('links its error', async () => {
    render(
      <WidgetHarness component={EditorWidget} widget={editor()} value="" error="Say something" />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box).toHaveAccessibleDescription('Say something');
  });

  it('survives the double mount of strict mode with one editor', async () => {
    render(
      <StrictMode>
        <WidgetHarness component={EditorWidget} widget={editor()} value="<p>Once</p>" />
      </StrictMode>,
    );
    await act(async () => undefined);
    expect(screen.getAllByRole('textbox', { name: 'Description' })).toHaveLength(1);
    expect(screen.getAllByText('Once')).toHaveLength(1);
  });
});
