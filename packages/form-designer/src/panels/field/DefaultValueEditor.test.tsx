import { findWidget } from '@org/form-schema';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignerStore } from '../../store/designer-store';
import { propertyActions } from '../../store/property-edits';
import { renderPanel } from '../test-helpers';

const defaultOf = (store: DesignerStore, key: string) =>
  (
    findWidget(store.getState().designer.definition, key)!.widget.options as {
      defaultValue?: unknown;
    }
  ).defaultValue;

const section = () => screen.getByRole('region', { name: 'Default value' });

describe('DefaultValueEditor', () => {
  it('picks one choice of a single select, and several once multiple', async () => {
    const { store } = renderPanel('select');
    await userEvent.click(within(section()).getByRole('combobox', { name: 'Default value' }));
    await userEvent.click(screen.getByRole('option', { name: 'Option 3' }));
    expect(defaultOf(store, 'select')).toBe('Option 3');
    await userEvent.click(screen.getByLabelText('Multiple'));
    const group = within(section()).getByRole('group', { name: 'Default value' });
    expect(within(group).getByRole('checkbox', { name: 'Option 3' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Option 1' }));
    expect(defaultOf(store, 'select')).toEqual(['Option 1', 'Option 3']);
  });

  it('ticks defaults of a checkbox list in option order', async () => {
    const { store } = renderPanel('checkbox');
    const group = within(section()).getByRole('group', { name: 'Default value' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Option 2' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Option 1' }));
    expect(defaultOf(store, 'checkbox')).toEqual(['Option 1', 'Option 2']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Option 2' }));
    expect(defaultOf(store, 'checkbox')).toEqual(['Option 1']);
  });

  it('edits a number default, and clears it to none', () => {
    const { store } = renderPanel('number');
    const field = within(section()).getByRole('textbox', { name: 'Default value' });
    fireEvent.change(field, { target: { value: '7' } });
    expect(defaultOf(store, 'number')).toBe(7);
    fireEvent.change(field, { target: { value: '' } });
    expect(defaultOf(store, 'number')).toBeNull();
  });

  it('switches a switch default', async () => {
    const { store } = renderPanel('switch');
    await userEvent.click(within(section()).getByLabelText('Default value'));
    expect(defaultOf(store, 'switch')).toBe(true);
  });

  it('gives a date range a start and an end', () => {
    const { store } = renderPanel('date');
    act(() => {
      store.dispatch(propertyActions.optionsChanged({ key: 'date', patch: { type: 'daterange' } }));
    });
    fireEvent.change(within(section()).getByLabelText('Default value: Start'), {
      target: { value: '2024-01-01' },
    });
    fireEvent.change(within(section()).getByLabelText('Default value: End'), {
      target: { value: '2024-01-31' },
    });
    expect(defaultOf(store, 'date')).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('lists several dates separated by commas', async () => {
    const { store } = renderPanel('date');
    act(() => {
      store.dispatch(propertyActions.optionsChanged({ key: 'date', patch: { type: 'dates' } }));
    });
    const field = within(section()).getByRole('textbox', {
      name: 'Default dates (separated by commas)',
    });
    await userEvent.type(field, '2024-01-01, 2024-02-01,');
    expect(defaultOf(store, 'date')).toEqual(['2024-01-01', '2024-02-01']);
    expect(field).toHaveValue('2024-01-01, 2024-02-01,');
  });

  it('uses a time picker for a time', () => {
    const { store } = renderPanel('time');
    const field = within(section()).getByLabelText('Default value');
    expect(field).toHaveAttribute('type', 'time');
    fireEvent.change(field, { target: { value: '08:30' } });
    expect(defaultOf(store, 'time')).toBe('08:30');
  });

  it('types or picks a colour', async () => {
    const { store } = renderPanel('color');
    fireEvent.change(within(section()).getByLabelText('Pick a colour'), {
      target: { value: '#336699' },
    });
    expect(defaultOf(store, 'color')).toBe('#336699');
    const text = within(section()).getByRole('textbox', { name: 'Default value' });
    await userEvent.clear(text);
    await userEvent.type(text, 'red');
    expect(defaultOf(store, 'color')).toBe('red');
  });

  it('rates with the widget maximum', async () => {
    const { store } = renderPanel('rate');
    fireEvent.click(within(section()).getByRole('radio', { name: '4 Stars' }));
    expect(defaultOf(store, 'rate')).toBe(4);
  });

  it('sets a cascader path', async () => {
    const { store } = renderPanel('cascader');
    const field = within(section()).getByRole('textbox', {
      name: 'Default path (values separated by /)',
    });
    await userEvent.type(field, 'Option 1 / Option 1-1');
    expect(defaultOf(store, 'cascader')).toEqual(['Option 1', 'Option 1-1']);
    expect(field).toHaveValue('Option 1 / Option 1-1');
  });

  it('opens the rich text dialog for the editor', async () => {
    renderPanel('editor');
    await userEvent.click(screen.getByRole('button', { name: 'Edit default content' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('opens the table default value dialog for a sub-table', async () => {
    renderPanel('table');
    expect(within(section()).getByText('0 default rows')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit default rows' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('edits the content of an HTML widget in place or in the HTML code editor', async () => {
    renderPanel('html');
    expect(within(section()).getByRole('textbox', { name: 'Default value' })).toHaveValue(
      '<b>This is a HTML</b>',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Default value' }));
    expect(await screen.findByRole('dialog', { name: 'Default value' })).toBeVisible();
  });

  it('opens the HTML code editor for a custom template', async () => {
    renderPanel('component');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Template' }));
    expect(await screen.findByRole('dialog', { name: 'Template' })).toBeVisible();
  });
});
