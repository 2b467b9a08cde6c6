import { findWidget, type TabsWidget } from '@org/form-schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignerStore } from '../../store/designer-store';
import { renderPanel } from '../test-helpers';

const labels = (store: DesignerStore) =>
  (findWidget(store.getState().designer.definition, 'tabs')!.widget as TabsWidget).tabs.map(
    (pane) => pane.label,
  );

/** @hello-pangea/dnd's screen-reader announcer for the drag context of a drag handle. */
const announcement = (handle: HTMLElement) =>
  document.getElementById(`rfd-announcement-${handle.dataset.rfdDragHandleContextId}`);

describe('TabPanesEditor', () => {
  it('renames a pane in one undo step when the field is left', async () => {
    const { store } = renderPanel('tabs');
    const before = store.getState().designer.history.index;
    const label = screen.getByRole('textbox', { name: 'Pane 1 label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Details');
    expect(labels(store)[0]).not.toBe('Details');
    fireEvent.blur(label);
    expect(labels(store)[0]).toBe('Details');
    expect(store.getState().designer.history.index).toBe(before + 1);
  });

  it('adds and removes panes, never the last one', async () => {
    const { store } = renderPanel('tabs');
    await userEvent.click(screen.getByRole('button', { name: 'Add pane' }));
    expect(labels(store)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove pane 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove pane 1' }));
    expect(labels(store)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove pane 1' })).toBeDisabled();
  });

  it('reorders panes with the keyboard', async () => {
    const { store } = renderPanel('tabs');
    const [first, second] = labels(store);
    const handle = screen.getByLabelText('Reorder pane 1');
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    // The library announces the move once it has taken it (on a timer of its own).
    await waitFor(() =>
      expect(announcement(handle)).toHaveTextContent(
        'You have moved the item from position 1 to position 2',
      ),
    );
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    await waitFor(() => expect(labels(store)).toEqual([second, first]));
  });
});
