import { findWidget } from '@org/form-schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignerStore } from '../../store/designer-store';
import { propertyActions } from '../../store/property-edits';
import { renderPanel } from '../test-helpers';

const optionsOf = (store: DesignerStore, key: string) =>
  findWidget(store.getState().designer.definition, key)!.widget.options as unknown as {
    options: Array<{ value: unknown; label?: string }>;
    defaultValue: unknown;
  };
const values = (store: DesignerStore, key: string) =>
  optionsOf(store, key).options.map((o) => o.value);

/** @hello-pangea/dnd's screen-reader announcer for the drag context of a drag handle. */
const announcement = (handle: HTMLElement) =>
  document.getElementById(`rfd-announcement-${handle.dataset.rfdDragHandleContextId}`);

describe('OptionListEditor', () => {
  it('adds an option with a new value', async () => {
    const { store } = renderPanel('radio');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(values(store, 'radio')).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4']);
    expect(screen.getByRole('textbox', { name: 'Option 4 Value' })).toHaveValue('Option 4');
  });

  it('removes an option and clears a default that was that option', async () => {
    const { store } = renderPanel('radio');
    act(() => {
      store.dispatch(
        propertyActions.optionsChanged({ key: 'radio', patch: { defaultValue: 'Option 2' } }),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(values(store, 'radio')).toEqual(['Option 1', 'Option 3']);
    expect(optionsOf(store, 'radio').defaultValue).toBe('');
  });

  it('prunes a checkbox default when an option value is edited', async () => {
    const { store } = renderPanel('checkbox');
    act(() => {
      store.dispatch(
        propertyActions.optionsChanged({
          key: 'checkbox',
          patch: { defaultValue: ['Option 1', 'Option 3'] },
        }),
      );
    });
    const value = screen.getByRole('textbox', { name: 'Option 1 Value' });
    await userEvent.type(value, 'x');
    expect(values(store, 'checkbox')[0]).toBe('Option 1x');
    expect(optionsOf(store, 'checkbox').defaultValue).toEqual(['Option 3']);
  });

  it('edits a label', async () => {
    const { store } = renderPanel('select');
    const label = screen.getByRole('textbox', { name: 'Option 2 Label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Two');
    expect(optionsOf(store, 'select').options[1]).toEqual({ value: 'Option 2', label: 'Two' });
  });

  it('reorders with the keyboard on the drag handle', async () => {
    const { store } = renderPanel('select');
    const handle = screen.getByLabelText('Reorder option 1');
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
    await waitFor(() =>
      expect(values(store, 'select')).toEqual(['Option 2', 'Option 1', 'Option 3']),
    );
  });

  it('warns about repeated values', async () => {
    renderPanel('select');
    const value = screen.getByRole('textbox', { name: 'Option 2 Value' });
    await userEvent.clear(value);
    await userEvent.type(value, 'Option 1');
    expect(screen.getByText('Repeated values: Option 1')).toBeVisible();
  });
});
