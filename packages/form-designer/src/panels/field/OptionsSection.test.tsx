import { findWidget } from '@org/form-schema';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { designerActions } from '../../store/designer-slice';
import type { DesignerStore } from '../../store/designer-store';
import { propertyActions } from '../../store/property-edits';
import { renderPanel } from '../test-helpers';

const optionsOf = (store: DesignerStore, key: string) =>
  findWidget(store.getState().designer.definition, key)!.widget.options as unknown as Record<
    string,
    unknown
  >;

const undoCount = (store: DesignerStore) => store.getState().designer.history.index;

describe('editing options applies the option-change rules of §4', () => {
  it('turns a select default into a list when multiple is switched on, and back', async () => {
    const { store } = renderPanel('select');
    act(() => {
      store.dispatch(
        propertyActions.optionsChanged({ key: 'select', patch: { defaultValue: 'Option 2' } }),
      );
    });
    await userEvent.click(screen.getByLabelText('Multiple'));
    expect(optionsOf(store, 'select')).toMatchObject({
      multiple: true,
      defaultValue: ['Option 2'],
    });
    await userEvent.click(screen.getByLabelText('Multiple'));
    expect(optionsOf(store, 'select')).toMatchObject({ multiple: false, defaultValue: 'Option 2' });
  });

  it('resets a date default when its type becomes a range, and shows range placeholders', async () => {
    const { store } = renderPanel('date');
    act(() => {
      store.dispatch(
        propertyActions.optionsChanged({ key: 'date', patch: { defaultValue: '2024-01-02' } }),
      );
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Date range' }));
    expect(optionsOf(store, 'date')).toMatchObject({ type: 'daterange', defaultValue: [] });
    expect(screen.getByRole('textbox', { name: 'Start placeholder' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Placeholder' })).toBeNull();
  });

  it('resets a time default when isRange changes', async () => {
    const { store } = renderPanel('time');
    act(() => {
      store.dispatch(
        propertyActions.optionsChanged({ key: 'time', patch: { defaultValue: '10:00:00' } }),
      );
    });
    await userEvent.click(screen.getByLabelText('Range'));
    expect(optionsOf(store, 'time')).toMatchObject({ isRange: true, defaultValue: null });
  });

  it('shows the label width only with a custom label width', async () => {
    const { store } = renderPanel('input');
    expect(screen.queryByRole('textbox', { name: 'Label width' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Custom label width'));
    const field = screen.getByRole('textbox', { name: 'Label width' });
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    expect(optionsOf(store, 'input')).toMatchObject({ isLabelWidth: true, labelWidth: 120 });
  });
});

describe('typing squashes into one undo step per field', () => {
  it('records one step for a whole label, and a new one after leaving the field', async () => {
    const { store } = renderPanel('input');
    const before = undoCount(store);
    const label = screen.getByRole('textbox', { name: 'Label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Name');
    expect(findWidget(store.getState().designer.definition, 'input')!.widget.name).toBe('Name');
    expect(undoCount(store)).toBe(before + 1);

    const placeholder = screen.getByRole('textbox', { name: 'Placeholder' });
    await userEvent.type(placeholder, 'Your name');
    expect(undoCount(store)).toBe(before + 2);

    await userEvent.type(label, '!');
    expect(undoCount(store)).toBe(before + 3);

    act(() => {
      store.dispatch(designerActions.undone());
    });
    expect(findWidget(store.getState().designer.definition, 'input')!.widget.name).toBe('Name');
    act(() => {
      store.dispatch(designerActions.undone());
      store.dispatch(designerActions.undone());
    });
    expect(findWidget(store.getState().designer.definition, 'input')!.widget.name).toBe('Input');
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Input');
  });
});

describe('numeric options keep to the ranges of §5', () => {
  it.each([
    ['col', 'Span', '25', 'Must be from 1 to 24', 'span'],
    ['col', 'Span', '0', 'Must be from 1 to 24', 'span'],
    ['col', 'Offset', '-1', 'Must be from 0 to 24', 'offset'],
    ['col', 'Push', '30', 'Must be from 0 to 24', 'push'],
    ['col', 'Pull', '2.5', 'Enter a whole number from 0 to 24', 'pull'],
    ['number', 'Step', '100000', 'Must be from -99999 to 99999', 'step'],
    ['number', 'Step', 'abc', 'Enter a number from -99999 to 99999', 'step'],
  ])('refuses %s %s = %s', (key, label, text, message, name) => {
    const { store } = renderPanel(key);
    const before = optionsOf(store, key)[name];
    const field = screen.getByRole('textbox', { name: label });
    fireEvent.change(field, { target: { value: text } });
    expect(screen.getByText(message)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(optionsOf(store, key)[name]).toBe(before);
    fireEvent.blur(field);
    expect(field).toHaveValue(String(before));
  });

  it('accepts the limits themselves', () => {
    const { store } = renderPanel('number');
    fireEvent.change(screen.getByRole('textbox', { name: 'Step' }), {
      target: { value: '-99999' },
    });
    expect(optionsOf(store, 'number').step).toBe(-99999);
    act(() => {
      store.dispatch(designerActions.widgetSelected('col'));
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Span' }), { target: { value: '24' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Span on phones (xs)' }), {
      target: { value: '12' },
    });
    expect(optionsOf(store, 'col')).toMatchObject({ span: 24, xs: 12 });
  });

  it('refuses a label width above 99999', () => {
    const { store } = renderPanel('input');
    act(() => {
      store.dispatch(
        propertyActions.optionsChanged({ key: 'input', patch: { isLabelWidth: true } }),
      );
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label width' }), {
      target: { value: '100000' },
    });
    expect(screen.getByText('Must be from 0 to 99999')).toBeVisible();
    expect(optionsOf(store, 'input').labelWidth).toBe(100);
  });
});
