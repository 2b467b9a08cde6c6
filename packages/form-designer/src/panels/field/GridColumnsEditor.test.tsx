import { findWidget, type GridWidget } from '@org/form-schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignerStore } from '../../store/designer-store';
import { renderPanel } from '../test-helpers';

const spans = (store: DesignerStore) =>
  (findWidget(store.getState().designer.definition, 'grid')!.widget as GridWidget).columns.map(
    (col) => col.options.span,
  );

describe('GridColumnsEditor', () => {
  it('edits the span of each column within 1 to 24', () => {
    const { store } = renderPanel('grid');
    const second = screen.getByRole('textbox', { name: 'Column 2 span' });
    fireEvent.change(second, { target: { value: '6' } });
    expect(spans(store)).toEqual([12, 6]);
    fireEvent.change(second, { target: { value: '25' } });
    expect(screen.getByText('Must be from 1 to 24')).toBeVisible();
    expect(spans(store)).toEqual([12, 6]);
  });

  it('adds a column and keeps the grid selected', async () => {
    const { store } = renderPanel('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(spans(store)).toHaveLength(3);
    expect(store.getState().designer.selected).toBe('grid');
    expect(screen.getByRole('textbox', { name: 'Column 3 span' })).toBeVisible();
  });
});
