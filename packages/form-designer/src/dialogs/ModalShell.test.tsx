import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { CLOSE_DELAY_MS, ModalShell } from './ModalShell';

describe('ModalShell', () => {
  it('is 600 px wide by default and labelled by its title', () => {
    renderDesigner(
      <ModalShell open title="Settings" onClose={() => undefined}>
        body
      </ModalShell>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveStyle({ width: '600px' });
  });

  it('never closes on an outside click, but on Cancel, the close button and Escape', async () => {
    const onClose = vi.fn();
    renderDesigner(
      <ModalShell open title="Settings" onClose={onClose}>
        body
      </ModalShell>,
    );
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop as Element);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('shows Confirm loading while the submit is pending', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((done) => (finish = done)));
    renderDesigner(
      <ModalShell open title="Save" onClose={() => undefined} onConfirm={onConfirm}>
        body
      </ModalShell>,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    finish();
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('takes 300 ms to close', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ModalShell open={open} title="Closing" onClose={() => setOpen(false)}>
          body
        </ModalShell>
      );
    }
    renderDesigner(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const started = performance.now();
    expect(screen.getByText('body')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('body')).toBeNull());
    expect(performance.now() - started).toBeGreaterThanOrEqual(CLOSE_DELAY_MS - 20);
    expect(CLOSE_DELAY_MS).toBe(300);
  });

  it('has no Confirm without onConfirm', () => {
    renderDesigner(
      <ModalShell open title="Info" onClose={() => undefined}>
        body
      </ModalShell>,
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('moves when its title is dragged', () => {
    renderDesigner(
      <ModalShell open title="Move me" onClose={() => undefined}>
        body
      </ModalShell>,
    );
    const title = screen.getByText('Move me');
    fireEvent.pointerDown(title, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(title, { clientX: 140, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(title, { pointerId: 1 });
    expect(screen.getByRole('dialog')).toHaveStyle({ transform: 'translate(40px, 30px)' });
  });
});
