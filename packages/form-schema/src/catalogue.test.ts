import { describe, expect, it } from 'vitest';
import {
  WIDGET_CATALOGUE,
  WIDGET_TYPES,
  isDataBound,
  isWidgetType,
  paletteGroups,
  propsForRemoteType,
} from './catalogue';
import { DEFAULT_FORM_CONFIG } from './constants';

const names = { remoteFunc: 'func_1', remoteOption: 'option_1' };

describe('widget catalogue', () => {
  it('has one entry for each of the 28 widget types of the spec, col and td included', () => {
    expect(WIDGET_TYPES).toHaveLength(28);
    expect([...WIDGET_TYPES].sort()).toEqual(
      [
        'input',
        'textarea',
        'number',
        'radio',
        'checkbox',
        'time',
        'date',
        'rate',
        'color',
        'select',
        'switch',
        'slider',
        'imgupload',
        'fileupload',
        'editor',
        'cascader',
        'text',
        'html',
        'blank',
        'component',
        'custom',
        'table',
        'divider',
        'grid',
        'col',
        'tabs',
        'report',
        'td',
      ].sort(),
    );
  });

  it('puts every palette widget in Basic, Advanced, Layout or Custom, and keeps col and td out', () => {
    const groups = paletteGroups();
    const listed = [...groups.basic, ...groups.advanced, ...groups.layout, ...groups.custom];
    expect(listed).toHaveLength(26);
    expect(listed).not.toContain('col');
    expect(listed).not.toContain('td');
    expect(groups.layout).toEqual(['divider', 'grid', 'tabs', 'report']);
    expect(groups.custom).toEqual(['custom']);
  });

  it('gives number min 0, step 1 and no maximum', () => {
    const o = WIDGET_CATALOGUE.number.defaultOptions(names);
    expect([o.min, o.step]).toEqual([0, 1]);
    expect(o).not.toHaveProperty('max');
  });

  it('gives time the format HH:mm:ss and date the type date with format yyyy-MM-dd', () => {
    expect(WIDGET_CATALOGUE.time.defaultOptions(names).format).toBe('HH:mm:ss');
    const date = WIDGET_CATALOGUE.date.defaultOptions(names);
    expect([date.type, date.format, date.timestamp]).toEqual(['date', 'yyyy-MM-dd', false]);
  });

  it('gives rate max 5, slider 0–100 step 1 and divider content position left', () => {
    expect(WIDGET_CATALOGUE.rate.defaultOptions(names).max).toBe(5);
    const slider = WIDGET_CATALOGUE.slider.defaultOptions(names);
    expect([slider.min, slider.max, slider.step]).toEqual([0, 100, 1]);
    expect(WIDGET_CATALOGUE.divider.defaultOptions(names).contentPosition).toBe('left');
  });

  it('gives file uploads limit 9 and image uploads limit 8, min 0 and 100×100 tiles', () => {
    expect(WIDGET_CATALOGUE.fileupload.defaultOptions(names).limit).toBe(9);
    const img = WIDGET_CATALOGUE.imgupload.defaultOptions(names);
    expect([img.limit, img.min, img.size]).toEqual([8, 0, { width: 100, height: 100 }]);
  });

  it('gives cascader parentLevelField pid with value/label/children props', () => {
    const o = WIDGET_CATALOGUE.cascader.defaultOptions(names);
    expect(o.parentLevelField).toBe('pid');
    expect(o.props).toEqual({ value: 'value', label: 'label', children: 'children' });
  });

  it('gives blank the default type String', () => {
    expect(WIDGET_CATALOGUE.blank.defaultOptions(names).defaultType).toBe('String');
  });

  it('gives a new column span 24, offset/push/pull 0 and xs to xl 24', () => {
    expect(WIDGET_CATALOGUE.col.defaultOptions(names)).toMatchObject({
      span: 24,
      offset: 0,
      push: 0,
      pull: 0,
      xs: 24,
      sm: 24,
      md: 24,
      lg: 24,
      xl: 24,
    });
  });

  it('gives a new cell colspan 1, rowspan 1, align left, valign top, visible', () => {
    expect(WIDGET_CATALOGUE.td.defaultOptions(names)).toMatchObject({
      colspan: 1,
      rowspan: 1,
      align: 'left',
      valign: 'top',
      invisible: false,
      markCol: 0,
      markRow: 0,
    });
  });

  it('gives a report border width 1 and width 100%', () => {
    const o = WIDGET_CATALOGUE.report.defaultOptions(names);
    expect([o.borderWidth, o.width]).toEqual([1, '100%']);
  });

  it('uses the spec default form config', () => {
    expect(DEFAULT_FORM_CONFIG).toEqual({
      labelWidth: 100,
      labelPosition: 'right',
      size: 'small',
      customClass: '',
      ui: 'element',
      layout: 'horizontal',
      labelCol: 3,
      width: '100%',
      hideLabel: false,
      hideErrorMessage: false,
      platform: 'pc',
    });
  });

  it('returns fresh option objects on every call', () => {
    const a = WIDGET_CATALOGUE.radio.defaultOptions(names);
    const b = WIDGET_CATALOGUE.radio.defaultOptions(names);
    expect(a).toEqual(b);
    expect(a.options).not.toBe(b.options);
  });

  it('names the data-bound types, and honours dataBind false', () => {
    expect(isDataBound({ type: 'input', options: {} })).toBe(true);
    expect(isDataBound({ type: 'input', options: { dataBind: false } })).toBe(false);
    expect(isDataBound({ type: 'grid', options: {} })).toBe(false);
    expect(isDataBound({ type: 'text', options: {} })).toBe(false);
    expect(isDataBound({ type: 'table', options: {} })).toBe(true);
    expect(isDataBound({ type: 'unknown-thing', options: {} })).toBe(false);
  });

  it('recognises widget type names', () => {
    expect(isWidgetType('report')).toBe(true);
    expect(isWidgetType('toString')).toBe(false);
    expect(isWidgetType(3)).toBe(false);
  });

  it('maps dictionary remote props to dictCode, dictName and list', () => {
    expect(propsForRemoteType('dict')).toEqual({
      value: 'dictCode',
      label: 'dictName',
      children: 'list',
    });
    expect(propsForRemoteType('func')).toEqual({
      value: 'value',
      label: 'label',
      children: 'children',
    });
  });
});
