import { findWidget } from '@org/form-schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../test-helpers';

describe('CascaderOptionsField', () => {
  it('stores a typed option tree and refuses text that is not one', () => {
    const { store } = renderPanel('cascader');
    const options = () =>
      (
        findWidget(store.getState().designer.definition, 'cascader')!.widget.options as {
          options: unknown;
        }
      ).options;
    const field = screen.getByRole('textbox', { name: 'Cascader options' });
    fireEvent.change(field, {
      target: { value: '[{"value": "a", "children": [{"value": "b"}]}]' },
    });
    expect(options()).toEqual([{ value: 'a', children: [{ value: 'b' }] }]);
    fireEvent.change(field, { target: { value: '[{"value": "a",' } });
    expect(screen.getByText(/^Not valid JSON: line 1, column/)).toBeVisible();
    fireEvent.change(field, { target: { value: '{"value": "a"}' } });
    expect(
      screen.getByText('The options must be a JSON list of value, label and children'),
    ).toBeVisible();
    expect(options()).toEqual([{ value: 'a', children: [{ value: 'b' }] }]);
  });

  it('opens the JavaScript code editor 800 wide', async () => {
    renderPanel('cascader');
    await userEvent.click(screen.getByRole('button', { name: 'Edit options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cascader options' });
    expect(dialog).toBeVisible();
  });
});
