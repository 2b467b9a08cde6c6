import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';

/** A small form: a required name input and an age number. */
export function sampleDefinition(): FormDefinition {
  const name = createWidget('input');
  const age = createWidget('number');
  const list: Widget[] = [
    {
      ...name,
      model: 'name',
      name: 'Name',
      options: { ...name.options, required: true },
      rules: [{ required: true, message: 'Name is required' }],
    },
    { ...age, model: 'age', name: 'Age' },
  ];
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

/** A form holding one sub-table with an input column. */
export function tableDefinition(): FormDefinition {
  const table = createWidget('table');
  const column = createWidget('input');
  return {
    list: [
      {
        ...table,
        model: 'items',
        name: 'Items',
        tableColumns: [{ ...column, model: 'title', name: 'Title' }],
      },
    ],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

/** A basic 1.x FormMaking export: grid columns without a type, '' bounds, no ui in config. */
export const FORMMAKING_BASIC = JSON.stringify({
  list: [
    {
      type: 'input',
      name: '联系电话',
      icon: 'icon-input',
      options: { width: '100%', defaultValue: '', required: true, pattern: '^1[3-9]\\d{9}$' },
      key: '1576226937000_41390',
      model: 'phone',
      rules: [{ required: true, message: '联系电话必须填写' }],
    },
    {
      type: 'grid',
      name: '栅格布局',
      icon: 'icon-grid-',
      columns: [
        {
          span: 12,
          list: [
            {
              type: 'number',
              name: '数量',
              icon: 'icon-number',
              options: { min: '', max: '', step: 1, defaultValue: 0 },
              key: '1576226944000_77027',
              model: 'amount',
              rules: [],
            },
          ],
        },
        { span: 12, list: [] },
      ],
      options: { gutter: 0, justify: 'start', align: 'top' },
      key: '1576226950000_1',
      model: 'grid_1576226950000_1',
      rules: [],
    },
  ],
  config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
});

/** An Advanced FormMaking export whose scripts would set a global flag if they ever ran. */
export const FORMMAKING_ADVANCED = JSON.stringify({
  list: [
    {
      type: 'select',
      icon: 'icon-select',
      name: '部门',
      key: 'sel00001',
      model: 'dept',
      rules: [],
      events: { onChange: 'deptChanged' },
      options: {
        defaultValue: '',
        multiple: false,
        remote: true,
        remoteType: 'datasource',
        remoteDataSource: 'depts',
        options: [],
        props: { value: 'id', label: 'name' },
      },
    },
  ],
  config: {
    labelWidth: 120,
    labelPosition: 'top',
    size: 'default',
    ui: 'element',
    layout: 'vertical',
    labelCol: 0,
    width: '100%',
    hideLabel: false,
    hideErrorMessage: false,
    eventScript: [
      { key: 'mounted', name: 'mounted', func: 'globalThis.__fmScriptRan = true;' },
      { key: 'ev000001', name: 'deptChanged', func: 'globalThis.__fmScriptRan = true;' },
    ],
    dataSource: [
      {
        key: 'ds000001',
        name: 'depts',
        url: '/api/depts',
        method: 'GET',
        auto: true,
        headers: {},
        params: {},
        requestFunc: 'globalThis.__fmScriptRan = true; return config;',
        responseFunc: 'globalThis.__fmScriptRan = true; return res.data;',
        errorFunc: 'globalThis.__fmScriptRan = true;',
      },
    ],
  },
});
