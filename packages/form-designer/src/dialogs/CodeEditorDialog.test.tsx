import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { CodeEditorDialog } from './CodeEditorDialog';
import { editorText, setEditorText } from './editor-text';

describe('CodeEditorDialog', () => {
  it('loads the editor lazily, 900 px wide with a 460 px editor by default', async () => {
    renderDesigner(
      <CodeEditorDialog
        open
        mode="html"
        value="<b>hi</b>"
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit code' })).toHaveStyle({ width: '900px' });
    // CodeMirror is not part of the first render: a placeholder of the editor's size stands in.
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'HTML code' });
    expect(editorText(editor)).toBe('<b>hi</b>');
    const root = editor.closest('.cm-editor') as HTMLElement;
    expect(root).toHaveStyle({ height: '460px', fontSize: '13px' });
    expect(document.querySelector('[data-code-mode="html"]')).not.toBeNull();
  });

  it('takes the sizes of cascader options and gives the edited text on Confirm', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderDesigner(
      <CodeEditorDialog
        open
        mode="javascript"
        title="Cascader options"
        value="[]"
        width={800}
        height={400}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Cascader options' })).toHaveStyle({
      width: '800px',
    });
    const editor = await screen.findByRole('textbox', { name: 'JavaScript code' });
    expect(editor.closest('.cm-editor')).toHaveStyle({ height: '400px' });
    setEditorText(editor, '[{ value: 1 }]');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('[{ value: 1 }]'));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the help link in a new tab when given', () => {
    renderDesigner(
      <CodeEditorDialog
        open
        mode="css"
        value=""
        helpUrl="https://docs.example.test/css"
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', 'https://docs.example.test/css');
    expect(help).toHaveAttribute('target', '_blank');
  });
});
