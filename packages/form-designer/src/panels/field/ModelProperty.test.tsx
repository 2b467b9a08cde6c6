import { findWidget } from '@org/form-schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../test-helpers';

describe('ModelProperty', () => {
  it('renames the field', async () => {
    const { store } = renderPanel('input');
    const field = screen.getByRole('textbox', { name: 'Field name' });
    await userEvent.clear(field);
    expect(screen.getByText('The field name cannot be empty')).toBeVisible();
    await userEvent.type(field, 'fullName');
    expect(findWidget(store.getState().designer.definition, 'input')!.widget.model).toBe(
      'fullName',
    );
  });

  it('refuses a field name used by another field with a clear error', () => {
    const { store } = renderPanel('input');
    const field = screen.getByRole('textbox', { name: 'Field name' });
    fireEvent.change(field, { target: { value: 'number_1' } });
    expect(
      screen.getByText('The field name "number_1" is already used by another field'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(findWidget(store.getState().designer.definition, 'input')!.widget.model).toBe('input_1');
    fireEvent.blur(field);
    expect(field).toHaveValue('input_1');
  });

  it('refuses spaces and dots', () => {
    renderPanel('input');
    fireEvent.change(screen.getByRole('textbox', { name: 'Field name' }), {
      target: { value: 'a.b' },
    });
    expect(screen.getByText('A field name cannot contain spaces or dots')).toBeVisible();
  });

  it('checks against sub-table columns too', () => {
    renderPanel('input');
    fireEvent.change(screen.getByRole('textbox', { name: 'Field name' }), {
      target: { value: 'column_1' },
    });
    expect(screen.getByText(/already used/)).toBeVisible();
  });
});
