import { WIDGET_TYPES, findWidget, type Widget, type WidgetType } from '@org/form-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { panels } from '../../i18n/panels';
import { renderPanel } from '../test-helpers';
import { everyWidgetForm } from '../test-forms';
import { OPTION_SPECS } from './option-specs';

const en = panels['en-US'];
const optionLabel = (name: string) => (en.option as Record<string, string>)[name] ?? name;

/** The options a widget shows with its default options (conditional ones left out). */
function shownOptions(type: WidgetType) {
  const widget = findWidget(everyWidgetForm(), type === 'table' ? 'table' : type)!.widget;
  const options = widget.options as unknown as Record<string, unknown>;
  return OPTION_SPECS[type].filter((spec) => !spec.when || spec.when(options));
}

describe('FieldPropertiesPanel', () => {
  const types = WIDGET_TYPES.filter((type) => findWidget(everyWidgetForm(), type));

  it('covers every widget type of the catalogue', () => {
    expect(types).toEqual(WIDGET_TYPES);
  });

  it.each(types)('shows every option of a %s', (type) => {
    renderPanel(type);
    const form = screen.getByRole('form', { name: /^Properties of/ });
    expect(within(form).getByLabelText('Widget type')).toHaveValue(type);
    for (const spec of shownOptions(type)) {
      const label = spec.control.kind === 'size' ? en.option.sizeWidth : optionLabel(spec.name);
      expect(within(form).getAllByLabelText(label).length, `${type}.${spec.name}`).toBeGreaterThan(
        0,
      );
    }
  });

  it.each(types)('has every string of a %s in Chinese', (type) => {
    const { container } = renderPanel(type, { locale: 'zh-CN' });
    const texts = [
      container.textContent ?? '',
      ...[...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
    ].join('\n');
    expect(texts).not.toMatch(
      /\b(option|choice|choices|remote|rules|upload|defaults|events|section|tabs|grid)\.[a-zA-Z]/,
    );
    expect(screen.getByRole('form', { name: /的属性$/ })).toBeVisible();
  });

  it.each(['radio', 'checkbox', 'select'] as const)('lists the static choices of a %s', (type) => {
    renderPanel(type);
    expect(screen.getByRole('textbox', { name: 'Option 1 Value' })).toHaveValue('Option 1');
    expect(screen.getByRole('button', { name: 'Add option' })).toBeVisible();
  });

  it('shows the label, field name and events of data-bound widgets only', () => {
    renderPanel('input');
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Input');
    expect(screen.getByRole('textbox', { name: 'Field name' })).toHaveValue('input_1');
    expect(screen.getByRole('combobox', { name: 'On change' })).toBeVisible();
  });

  it('shows no field name for layout widgets, and a title for a divider', () => {
    renderPanel('divider');
    expect(screen.queryByRole('textbox', { name: 'Field name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeVisible();
  });

  it('shows colspan and rowspan of a report cell read-only', () => {
    renderPanel('td');
    expect(screen.getByRole('textbox', { name: 'Column span' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Row span' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Vertical alignment' })).toHaveTextContent('Top');
  });

  it('shows the basic section of a widget type it does not know, without failing', () => {
    const form = everyWidgetForm();
    const mystery = { ...form.list[0]!, type: 'mystery', key: 'mystery' } as unknown as Widget;
    renderPanel('mystery', { definition: { ...form, list: [mystery, ...form.list] } });
    expect(screen.getByLabelText('Widget type')).toHaveValue('mystery');
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
  });

  it('shows the options of a sub-table column, with its width', () => {
    renderPanel('column');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('200px');
    expect(screen.getByRole('textbox', { name: 'Field name' })).toHaveValue('column_1');
  });
});
