import { findWidget } from '@org/form-schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesignerStore } from '../../store/designer-store';
import { renderPanel } from '../test-helpers';

const rulesOf = (store: DesignerStore, key: string) =>
  findWidget(store.getState().designer.definition, key)!.widget.rules;

describe('RulesSection', () => {
  it('rebuilds the rules from required and its message', async () => {
    const { store } = renderPanel('input');
    await userEvent.click(screen.getByLabelText('Required'));
    expect(rulesOf(store, 'input')).toEqual([{ required: true, message: 'required' }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Required message' }), 'Fill it');
    expect(rulesOf(store, 'input')).toEqual([{ required: true, message: 'Fill it' }]);
  });

  it('offers the data types of the panel and builds a type rule', async () => {
    const { store } = renderPanel('input');
    await userEvent.click(screen.getByLabelText('Check data type'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Data type' }));
    const offered = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual([
      'None',
      'String',
      'Number',
      'Integer',
      'Float',
      'URL',
      'Email',
      'Hexadecimal',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Data type message' }), 'Bad email');
    expect(rulesOf(store, 'input')).toEqual([{ type: 'email', message: 'Bad email' }]);
  });

  it('builds a pattern rule and refuses an invalid expression', async () => {
    const { store } = renderPanel('input');
    await userEvent.click(screen.getByLabelText('Check pattern'));
    const pattern = screen.getByRole('textbox', { name: 'Pattern (regular expression)' });
    fireEvent.change(pattern, { target: { value: '^[a-' } });
    expect(screen.getByText('Not a valid regular expression')).toBeVisible();
    expect(rulesOf(store, 'input')).toEqual([]);
    fireEvent.change(pattern, { target: { value: '^\\d+$' } });
    expect(rulesOf(store, 'input')).toEqual([{ pattern: '^\\d+$', message: 'unmatched pattern' }]);
  });

  it('shows only required for other fields, and skips validation on request', async () => {
    const { store } = renderPanel('number');
    expect(screen.queryByLabelText('Check data type')).toBeNull();
    await userEvent.click(screen.getByLabelText('Skip validation'));
    expect(findWidget(store.getState().designer.definition, 'number')!.widget.novalid).toBe(true);
  });
});
