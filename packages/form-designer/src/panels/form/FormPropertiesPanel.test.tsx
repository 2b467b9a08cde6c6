import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designerActions } from '../../store/designer-slice';
import type { DesignerStore } from '../../store/designer-store';
import { renderDesigner } from '../../test-utils';
import { everyWidgetForm } from '../test-forms';
import { FormPropertiesPanel } from './FormPropertiesPanel';

const config = (store: DesignerStore) => store.getState().designer.definition.config;

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

function renderForm() {
  return renderDesigner(<FormPropertiesPanel />, { definition: everyWidgetForm() });
}

describe('FormPropertiesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the form settings', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'UI kit' })).toHaveTextContent('Element');
    expect(screen.getByRole('textbox', { name: 'Form width' })).toHaveValue('100%');
    expect(screen.getByRole('combobox', { name: 'Label position' })).toHaveTextContent('Right');
    expect(screen.getByRole('textbox', { name: 'Label width' })).toHaveValue('100');
    expect(screen.getByRole('combobox', { name: 'Component size' })).toHaveTextContent('Small');
    expect(screen.getByRole('textbox', { name: 'Custom class' })).toHaveValue('');
  });

  it('keeps layout and label columns consistent with the label position', async () => {
    const { store } = renderForm();
    await choose('Label position', 'Top');
    expect(config(store)).toMatchObject({ labelPosition: 'top', layout: 'vertical', labelCol: 0 });
    await choose('Label position', 'Left');
    expect(config(store)).toMatchObject({
      labelPosition: 'left',
      layout: 'horizontal',
      labelCol: 3,
    });
  });

  it('with antd, lets the layout decide the label position, and slides the label columns', async () => {
    const { store } = renderForm();
    await choose('UI kit', 'Ant Design');
    expect(screen.queryByRole('textbox', { name: 'Label width' })).toBeNull();
    await choose('Layout', 'Vertical');
    expect(config(store)).toMatchObject({
      ui: 'antd',
      layout: 'vertical',
      labelPosition: 'top',
      labelCol: 0,
    });
    await choose('Layout', 'Horizontal');
    expect(config(store)).toMatchObject({ labelPosition: 'right', labelCol: 3 });
    const slider = screen.getByRole('slider', { name: 'Label columns: 3' });
    expect(slider).toHaveAttribute('aria-valuemax', '24');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(config(store).labelCol).toBe(5);
    await userEvent.keyboard('{End}');
    expect(config(store).labelCol).toBe(24);
  });

  it('refuses a label width outside 0 to 99999', async () => {
    const { store } = renderForm();
    const field = screen.getByRole('textbox', { name: 'Label width' });
    await userEvent.clear(field);
    await userEvent.type(field, '100000');
    expect(screen.getByText('Must be from 0 to 99999')).toBeVisible();
    expect(config(store).labelWidth).toBe(10000);
  });

  it('squashes typing in the width into one undo step', async () => {
    const { store } = renderForm();
    const before = store.getState().designer.history.index;
    const field = screen.getByRole('textbox', { name: 'Form width' });
    await userEvent.clear(field);
    await userEvent.type(field, '750px');
    expect(config(store).width).toBe('750px');
    expect(store.getState().designer.history.index).toBe(before + 1);
    store.dispatch(designerActions.undone());
    expect(config(store).width).toBe('100%');
  });

  it('refuses the style sheet editor where the browser lacks constructable style sheets', async () => {
    vi.stubGlobal('CSSStyleSheet', class {});
    const { notices } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Edit style sheet' }));
    expect(screen.getByText('Not supported by current browser')).toBeVisible();
    expect(notices).toEqual([{ type: 'warning', message: 'Not supported by current browser' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the CSS editor where style sheets are supported', async () => {
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        replaceSync() {}
      },
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Edit style sheet' }));
    expect(await screen.findByRole('dialog', { name: 'Style sheet' })).toBeVisible();
  });

  it('opens the data source and event script managers', async () => {
    renderForm();
    expect(screen.getAllByText('1 defined')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Manage data sources' }));
    expect(await screen.findByRole('dialog', { name: 'Data sources' })).toBeVisible();
  });

  it('opens the event script manager', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Manage event scripts' }));
    expect(await screen.findByRole('dialog', { name: 'Event scripts' })).toBeVisible();
  });
});
