import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { RichTextDialog } from './RichTextDialog';

describe('RichTextDialog', () => {
  it("edits the HTML in the renderer's rich text editor and gives it back on Confirm", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderDesigner(
      <RichTextDialog
        open
        value="<p>Hello <strong>world</strong></p>"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Rich text' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 });
    await waitFor(() => expect(editor).toHaveTextContent('Hello world'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith('<p>Hello <strong>world</strong></p>'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('closes without a change on Cancel', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderDesigner(<RichTextDialog open value="" onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
