import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { FormOperationError } from './errors';
import { createIdSource } from './ids';
import {
  applyConfigChange,
  applyOptionChange,
  canUpdateWidgetOptions,
  updateFormConfig,
  updateWidgetOptions,
} from './option-change';
import type {
  DateWidget,
  FormConfig,
  FormDefinition,
  GridWidget,
  InputWidget,
  SelectWidget,
  TimeWidget,
  Widget,
  WidgetOfType,
  WidgetType,
} from './types';

let counter = 0;
const ids = createIdSource({
  now: () => 5000,
  key: () => `k${(counter++).toString(36).padStart(7, '0')}`,
});

function make<T extends WidgetType>(type: T): WidgetOfType<T> {
  return createWidget(type, { ids });
}

/** A copy of the widget with some options replaced. */
function withOptions<W extends Widget>(widget: W, options: Partial<W['options']>): W {
  return { ...widget, options: { ...widget.options, ...options } };
}

function definitionOf(list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

describe('applyOptionChange: rules are rebuilt when rule options change', () => {
  it.each([
    ['required', { required: true }, [{ required: true, message: 'required' }]],
    [
      'dataType with dataTypeCheck',
      { dataType: 'email', dataTypeCheck: true },
      [{ type: 'email', message: 'invaild format' }],
    ],
    [
      'pattern with patternCheck',
      { pattern: '^a', patternCheck: true, patternMessage: 'a first' },
      [{ pattern: '^a', message: 'a first' }],
    ],
  ] as const)('changing %s rebuilds the rules', (_name, patch, rules) => {
    const widget = make('input');
    const next = applyOptionChange(widget, patch as Partial<InputWidget['options']>);
    expect(next.rules).toEqual(rules);
    expect(next.options).toMatchObject(patch);
  });

  it('changing a message rebuilds the rule with the new message', () => {
    const widget = applyOptionChange(make('input'), { required: true });
    expect(applyOptionChange(widget, { requiredMessage: 'Please fill' }).rules).toEqual([
      { required: true, message: 'Please fill' },
    ]);
  });

  it('turning a check off removes its rule and keeps func rules', () => {
    const checked = applyOptionChange(make('input'), { pattern: 'x', patternCheck: true });
    const withFunc = { ...checked, rules: [...(checked.rules ?? []), { func: 'f()' }] };
    expect(applyOptionChange(withFunc, { patternCheck: false }).rules).toEqual([{ func: 'f()' }]);
  });

  it('other option changes leave the rules list as it is', () => {
    const widget = applyOptionChange(make('input'), { required: true });
    const next = applyOptionChange(widget, { placeholder: 'Name' });
    expect(next.rules).toBe(widget.rules);
  });

  it('returns a new widget and leaves the input widget untouched', () => {
    const widget = make('input');
    const snapshot = structuredClone(widget);
    const next = applyOptionChange(widget, { required: true });
    expect(next).not.toBe(widget);
    expect(widget).toEqual(snapshot);
  });

  it('returns the same widget when the patch changes nothing', () => {
    const widget = make('input');
    expect(applyOptionChange(widget, {})).toBe(widget);
    expect(applyOptionChange(widget, { required: false, placeholder: '' })).toBe(widget);
  });
});

describe('applyOptionChange: select multiple', () => {
  const select = (defaultValue: SelectWidget['options']['defaultValue'], multiple = false) => {
    const widget = make('select');
    return { ...widget, options: { ...widget.options, defaultValue, multiple } };
  };

  it('multiple on turns an empty default into []', () => {
    expect(applyOptionChange(select(''), { multiple: true }).options.defaultValue).toEqual([]);
  });

  it('multiple on turns a default x into [x]', () => {
    expect(applyOptionChange(select('Option 1'), { multiple: true }).options.defaultValue).toEqual([
      'Option 1',
    ]);
  });

  it('multiple off keeps the first item', () => {
    const widget = select(['Option 2', 'Option 1'], true);
    expect(applyOptionChange(widget, { multiple: false }).options.defaultValue).toBe('Option 2');
  });

  it('multiple off with an empty list gives an empty string', () => {
    expect(applyOptionChange(select([], true), { multiple: false }).options.defaultValue).toBe('');
  });

  it('a default given in the same patch is kept as given', () => {
    const next = applyOptionChange(select('Option 1'), {
      multiple: true,
      defaultValue: ['Option 3'],
    });
    expect(next.options.defaultValue).toEqual(['Option 3']);
  });
});

describe('applyOptionChange: isRange and date type', () => {
  it.each(['time', 'date'] as const)('%s isRange on resets the default to null', (type) => {
    const widget = withOptions<TimeWidget | DateWidget>(make(type), { defaultValue: '10:00:00' });
    expect(applyOptionChange(widget, { isRange: true }).options.defaultValue).toBeNull();
  });

  it.each(['time', 'date'] as const)(
    '%s isRange off resets the default to an empty string',
    (type) => {
      const ranged = withOptions<TimeWidget | DateWidget>(make(type), {
        isRange: true,
        defaultValue: null,
      });
      expect(applyOptionChange(ranged, { isRange: false }).options.defaultValue).toBe('');
    },
  );

  it.each(['daterange', 'datetimerange', 'dates'] as const)(
    'date type %s resets the default to []',
    (type) => {
      expect(applyOptionChange(make('date'), { type }).options.defaultValue).toEqual([]);
    },
  );

  it.each(['year', 'month', 'date', 'datetime'] as const)(
    'date type %s resets the default to an empty string',
    (type) => {
      const ranged = withOptions(make('date'), { type: 'daterange', defaultValue: ['a', 'b'] });
      expect(applyOptionChange(ranged, { type }).options.defaultValue).toBe('');
    },
  );
});

describe('applyOptionChange: editing the static option list', () => {
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ];

  it('a single default that is no longer an option value becomes an empty string', () => {
    const widget = make('radio');
    const withDefault = { ...widget, options: { ...widget.options, options, defaultValue: 'b' } };
    const next = applyOptionChange(withDefault, { options: [{ value: 'a', label: 'A' }] });
    expect(next.options.defaultValue).toBe('');
  });

  it('a single default that is still an option value is kept', () => {
    const widget = make('select');
    const withDefault = { ...widget, options: { ...widget.options, options, defaultValue: 'a' } };
    const next = applyOptionChange(withDefault, { options: [{ value: 'a', label: 'Renamed' }] });
    expect(next.options.defaultValue).toBe('a');
  });

  it('a checkbox default list keeps only the values still offered', () => {
    const widget = make('checkbox');
    const withDefault = {
      ...widget,
      options: { ...widget.options, options, defaultValue: ['a', 'b'] },
    };
    const next = applyOptionChange(withDefault, { options: [{ value: 'b', label: 'B' }] });
    expect(next.options.defaultValue).toEqual(['b']);
  });

  it('a multiple select default list keeps only the values still offered', () => {
    const widget = make('select');
    const withDefault = {
      ...widget,
      options: { ...widget.options, options, multiple: true, defaultValue: ['a', 'b'] },
    };
    const next = applyOptionChange(withDefault, { options: [{ value: 'a', label: 'A' }] });
    expect(next.options.defaultValue).toEqual(['a']);
  });

  it('removing the option that is the default clears the default', () => {
    const widget = make('radio');
    const withDefault = { ...widget, options: { ...widget.options, options, defaultValue: 'a' } };
    const next = applyOptionChange(withDefault, { options: options.slice(1) });
    expect(next.options.defaultValue).toBe('');
  });

  it('a remote widget keeps its default, which comes from the remote list', () => {
    const widget = make('radio');
    const remote = {
      ...widget,
      options: { ...widget.options, remote: true, options, defaultValue: 'z' },
    };
    expect(applyOptionChange(remote, { options: [] }).options.defaultValue).toBe('z');
  });
});

describe('applyOptionChange: remoteType sets props', () => {
  it('dict sets props to dictCode, dictName and list', () => {
    expect(applyOptionChange(make('select'), { remoteType: 'dict' }).options.props).toEqual({
      value: 'dictCode',
      label: 'dictName',
      children: 'list',
    });
  });

  it('other remote types set value, label and children', () => {
    const dict = applyOptionChange(make('cascader'), { remoteType: 'dict' });
    for (const remoteType of ['func', 'option', 'datasource', 'dataView'] as const) {
      expect(applyOptionChange(dict, { remoteType }).options.props).toEqual({
        value: 'value',
        label: 'label',
        children: 'children',
      });
    }
  });

  it('props given in the same patch are kept as given', () => {
    const props = { value: 'id', label: 'title' };
    expect(applyOptionChange(make('radio'), { remoteType: 'dict', props }).options.props).toBe(
      props,
    );
  });
});

describe('applyOptionChange: slider range', () => {
  it('range on turns a number default into [min, default]', () => {
    const widget = make('slider');
    const withDefault = { ...widget, options: { ...widget.options, min: 10, defaultValue: 40 } };
    expect(applyOptionChange(withDefault, { range: true }).options.defaultValue).toEqual([10, 40]);
  });

  it('range off keeps the first number', () => {
    const widget = make('slider');
    const ranged = {
      ...widget,
      options: { ...widget.options, range: true, defaultValue: [20, 60] as [number, number] },
    };
    expect(applyOptionChange(ranged, { range: false }).options.defaultValue).toBe(20);
  });
});

describe('updateWidgetOptions', () => {
  it('applies the option-change rules to a nested widget and copies only its path', () => {
    const grid = make('grid') as GridWidget;
    const target = make('select');
    const bystander = make('input');
    const nested: GridWidget = {
      ...grid,
      columns: [
        { ...grid.columns[0]!, list: [target] },
        { ...grid.columns[1]!, list: [bystander] },
      ],
    };
    const sibling = make('input');
    const definition = definitionOf([nested, sibling]);
    const next = updateWidgetOptions(definition, target.key, { multiple: true });
    const nextGrid = next.list[0] as GridWidget;
    expect(nextGrid.columns[0]?.list[0]?.options).toMatchObject({
      multiple: true,
      defaultValue: [],
    });
    expect(next.list[1]).toBe(sibling);
    expect(nextGrid.columns[1]).toBe(nested.columns[1]);
    expect(next.config).toBe(definition.config);
    expect(target.options.multiple).toBe(false);
  });

  it('returns the same definition when nothing changes', () => {
    const widget = make('input');
    const definition = definitionOf([widget]);
    expect(updateWidgetOptions(definition, widget.key, { placeholder: '' })).toBe(definition);
  });

  it('refuses an unknown key with FormOperationError NOT_FOUND; canUpdateWidgetOptions says so first', () => {
    const widget = make('input');
    const definition = definitionOf([widget]);
    expect(canUpdateWidgetOptions(definition, widget.key)).toBe(true);
    expect(canUpdateWidgetOptions(definition, 'missing')).toBe(false);
    let caught: unknown;
    try {
      updateWidgetOptions(definition, 'missing', { required: true });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FormOperationError);
    expect(caught).toMatchObject({ code: 'NOT_FOUND', key: 'missing' });
  });
});

describe('applyConfigChange: layout and labelPosition stay consistent', () => {
  const config: FormConfig = { ...DEFAULT_FORM_CONFIG };
  const antd: FormConfig = { ...config, ui: 'antd' };

  it('labelPosition top gives layout vertical with labelCol 0', () => {
    expect(applyConfigChange(config, { labelPosition: 'top' })).toMatchObject({
      labelPosition: 'top',
      layout: 'vertical',
      labelCol: 0,
    });
  });

  it.each(['left', 'right'] as const)(
    'labelPosition %s gives layout horizontal with labelCol 3',
    (labelPosition) => {
      const top: FormConfig = { ...config, labelPosition: 'top', layout: 'vertical', labelCol: 0 };
      expect(applyConfigChange(top, { labelPosition })).toMatchObject({
        labelPosition,
        layout: 'horizontal',
        labelCol: 3,
      });
    },
  );

  it('antd: a layout change to horizontal gives labelPosition right and labelCol 3', () => {
    const vertical: FormConfig = { ...antd, layout: 'vertical', labelPosition: 'top', labelCol: 0 };
    expect(applyConfigChange(vertical, { layout: 'horizontal' })).toMatchObject({
      layout: 'horizontal',
      labelPosition: 'right',
      labelCol: 3,
    });
  });

  it('antd: an empty layout gives labelPosition right', () => {
    const vertical: FormConfig = { ...antd, layout: 'vertical', labelPosition: 'top', labelCol: 0 };
    const patch = { layout: '' } as unknown as Partial<FormConfig>;
    expect(applyConfigChange(vertical, patch)).toMatchObject({
      labelPosition: 'right',
      labelCol: 3,
    });
  });

  it.each(['vertical', 'inline'] as const)(
    'antd: layout %s gives labelPosition top and labelCol 0',
    (layout) => {
      expect(applyConfigChange(antd, { layout })).toMatchObject({
        layout,
        labelPosition: 'top',
        labelCol: 0,
      });
    },
  );

  it('element: a layout change alone does not move the label', () => {
    expect(applyConfigChange(config, { layout: 'inline' })).toEqual({
      ...config,
      layout: 'inline',
    });
  });

  it('keeps unrelated fields untouched', () => {
    const custom: FormConfig = { ...config, width: '80%', customClass: 'x', labelWidth: 120 };
    const next = applyConfigChange(custom, { labelPosition: 'top' });
    expect(next).toEqual({ ...custom, labelPosition: 'top', layout: 'vertical', labelCol: 0 });
  });

  it('returns the same config when the patch changes nothing', () => {
    expect(applyConfigChange(config, {})).toBe(config);
    expect(applyConfigChange(config, { labelPosition: 'right', size: 'small' })).toBe(config);
  });

  it('values the patch sets itself win over derived ones', () => {
    expect(applyConfigChange(config, { labelPosition: 'top', labelCol: 5 })).toMatchObject({
      layout: 'vertical',
      labelCol: 5,
    });
  });

  it('property: after a labelPosition change, layout and labelCol match the position', () => {
    const positions = fc.constantFrom('left', 'right', 'top') as fc.Arbitrary<
      FormConfig['labelPosition']
    >;
    fc.assert(
      fc.property(positions, positions, fc.constantFrom('element', 'antd'), (from, to, ui) => {
        const start = applyConfigChange(
          { ...config, ui: ui as FormConfig['ui'] },
          { labelPosition: from },
        );
        const next = applyConfigChange(start, { labelPosition: to });
        expect(next.labelPosition).toBe(to);
        expect(next.layout).toBe(to === 'top' ? 'vertical' : 'horizontal');
        expect(next.labelCol).toBe(to === 'top' ? 0 : 3);
      }),
    );
  });
});

describe('updateFormConfig', () => {
  it('replaces the config and shares the widget list', () => {
    const definition = definitionOf([make('input')]);
    const next = updateFormConfig(definition, { labelPosition: 'top' });
    expect(next.config.layout).toBe('vertical');
    expect(next.list).toBe(definition.list);
    expect(definition.config.layout).toBe('horizontal');
  });

  it('returns the same definition when nothing changes', () => {
    const definition = definitionOf([]);
    expect(updateFormConfig(definition, { ui: 'element' })).toBe(definition);
  });
});
