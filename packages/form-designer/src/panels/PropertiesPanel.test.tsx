import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { designerActions } from '../store/designer-slice';
import { renderDesigner } from '../test-utils';
import { PropertiesPanel } from './PropertiesPanel';
import { everyWidgetForm } from './test-forms';

describe('PropertiesPanel', () => {
  it('shows the empty state while nothing is selected', () => {
    renderDesigner(<PropertiesPanel />, { definition: everyWidgetForm() });
    expect(screen.getByRole('tab', { name: 'Field properties', selected: true })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Select a widget on the canvas');
  });

  it('follows the selection', () => {
    const { store } = renderDesigner(<PropertiesPanel />, { definition: everyWidgetForm() });
    act(() => {
      store.dispatch(designerActions.widgetSelected('input'));
    });
    expect(screen.getByRole('form', { name: 'Properties of Input' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Field name' })).toHaveValue('input_1');
    act(() => {
      store.dispatch(designerActions.widgetSelected(null));
    });
    expect(screen.getByRole('status')).toBeVisible();
  });

  it('switches to the form properties', async () => {
    renderDesigner(<PropertiesPanel />, { definition: everyWidgetForm() });
    await userEvent.click(screen.getByRole('tab', { name: 'Form properties' }));
    expect(screen.getByRole('form', { name: 'Form properties' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'UI kit' })).toHaveTextContent('Element');
  });

  it('brings the field tab forward when a widget is selected', async () => {
    const { store } = renderDesigner(<PropertiesPanel />, { definition: everyWidgetForm() });
    await userEvent.click(screen.getByRole('tab', { name: 'Form properties' }));
    act(() => {
      store.dispatch(designerActions.widgetSelected('rate'));
    });
    expect(screen.getByRole('tab', { name: 'Field properties', selected: true })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Properties of Rate' })).toBeVisible();
  });

  it('speaks Chinese in a zh-CN designer', () => {
    renderDesigner(<PropertiesPanel />, { locale: 'zh-CN' });
    expect(screen.getByRole('tab', { name: '字段属性' })).toBeVisible();
    expect(screen.getByRole('tab', { name: '表单属性' })).toBeVisible();
  });
});
