import { describe, expect, it } from 'vitest';
import { deepFreeze, definitionOf, testIds } from '../test/helpers';
import { WIDGET_CATALOGUE, WIDGET_TYPES } from './catalogue';
import { createTd, createWidget } from './create-widget';
import { localizeDefinition, shownTextOptions, visibleTexts } from './localize';
import { allWidgets } from './tree';
import type {
  CascaderWidget,
  FileUploadWidget,
  FormDefinition,
  GridWidget,
  InputWidget,
  ReportWidget,
  SelectWidget,
  TableWidget,
  TabsWidget,
  Widget,
} from './types';

const ZH_EN = {
  职务编码: 'Code',
  请输入职务编码: 'Enter the code',
  字母开头: 'Starts with a letter',
  格式不对: 'Wrong format',
  只含字母: 'Letters only',
  必填: 'Required',
  状态: 'Status',
  启用: 'Enabled',
  停用: 'Disabled',
  地区: 'Region',
  华东: 'East',
  上海: 'Shanghai',
  附件: 'Attachment',
  '不超过 10 MB': 'Up to 10 MB',
  说明: 'Note',
  请先保存: 'Save first',
  '<b>注意</b>': '<b>Note</b>',
  '<div>模板</div>': '<div>Template</div>',
  基本信息: 'Basics',
  联系人: 'Contacts',
  姓名: 'Name',
  明细: 'Lines',
  数量: 'Quantity',
  备注: 'Remark',
  栅格: 'Grid',
  分隔: 'Section',
  // values, models and keys with an entry stay as they are
  code: 'CODE',
  yes: 'YES',
};

function input(ids = testIds()): InputWidget {
  const widget = createWidget('input', { ids, name: '职务编码' });
  return {
    ...widget,
    model: 'code',
    options: {
      ...widget.options,
      defaultValue: 'code',
      placeholder: '字母开头',
      required: true,
      requiredMessage: '必填',
      pattern: '^[a-z]+$',
      patternCheck: true,
      patternMessage: '只含字母',
      dataType: 'string',
      dataTypeCheck: true,
      dataTypeMessage: '格式不对',
    },
    rules: [
      { required: true, message: '请输入职务编码' },
      { pattern: '^[a-z]+$', message: '只含字母' },
      { func: 'return callback()' },
    ],
  };
}

function status(ids = testIds()): SelectWidget {
  const widget = createWidget('select', { ids, name: '状态' });
  return {
    ...widget,
    model: 'status',
    options: {
      ...widget.options,
      options: [{ value: 'yes', label: '启用' }, { value: 0, label: '停用' }, { value: 2 }],
    },
  };
}

/** Every container with a translated field inside: grid column, tab pane, sub-table, report cell. */
function containers() {
  const ids = testIds();
  const grid = createWidget('grid', { ids, name: '栅格' }) as GridWidget;
  const named = createWidget('input', { ids, name: '姓名' });
  const gridWith: GridWidget = {
    ...grid,
    columns: [{ ...grid.columns[0]!, name: '栅格', list: [named] }, grid.columns[1]!],
  };
  const tabs = createWidget('tabs', { ids, name: '基本信息' }) as TabsWidget;
  const remark = createWidget('textarea', { ids, name: '备注' });
  const tabsWith: TabsWidget = {
    ...tabs,
    tabs: [
      { ...tabs.tabs[0]!, label: '基本信息' },
      { ...tabs.tabs[1]!, label: '联系人', list: [remark] },
    ],
  };
  const table = createWidget('table', { ids, name: '明细' }) as TableWidget;
  const quantity = createWidget('number', { ids, name: '数量' });
  const tableWith: TableWidget = { ...table, tableColumns: [quantity] };
  const report = createWidget('report', { ids, name: '栅格' }) as ReportWidget;
  const cell = { ...createTd(ids), list: [status(ids)] };
  const reportWith: ReportWidget = {
    ...report,
    rows: [{ columns: [cell, ...report.rows[0]!.columns.slice(1)] }, ...report.rows.slice(1)],
  };
  return definitionOf(gridWith, tabsWith, tableWith, reportWith);
}

const names = (definition: FormDefinition) => allWidgets(definition.list).map((w) => w.name);

describe('localizeDefinition', () => {
  it('translates a field’s label, placeholder, messages and rule messages, nothing else', () => {
    const definition = deepFreeze(definitionOf(input()));
    const [widget] = localizeDefinition(definition, ZH_EN).list as InputWidget[];
    expect(widget!.name).toBe('Code');
    expect(widget!.options).toEqual({
      ...(definition.list[0] as InputWidget).options,
      placeholder: 'Starts with a letter',
      requiredMessage: 'Required',
      patternMessage: 'Letters only',
      dataTypeMessage: 'Wrong format',
    });
    expect(widget!.rules).toEqual([
      { required: true, message: 'Enter the code' },
      { pattern: '^[a-z]+$', message: 'Letters only' },
      { func: 'return callback()' },
    ]);
    // the value, model, key and pattern are not texts, even with an entry in the table
    expect(widget!.model).toBe('code');
    expect(widget!.options.defaultValue).toBe('code');
    expect(widget!.key).toBe(definition.list[0]!.key);
  });

  it('translates choice labels and keeps their values; a choice without a label stays', () => {
    const definition = deepFreeze(definitionOf(status()));
    const [widget] = localizeDefinition(definition, ZH_EN).list as SelectWidget[];
    expect(widget!.name).toBe('Status');
    expect(widget!.options.options).toEqual([
      { value: 'yes', label: 'Enabled' },
      { value: 0, label: 'Disabled' },
      { value: 2 },
    ]);
  });

  it('translates every level of a cascader’s choices', () => {
    const base = createWidget('cascader', { ids: testIds(), name: '地区' });
    const cascader: CascaderWidget = {
      ...base,
      options: {
        ...base.options,
        options: [{ value: 'east', label: '华东', children: [{ value: 'sh', label: '上海' }] }],
      },
    };
    const [widget] = localizeDefinition(deepFreeze(definitionOf(cascader)), ZH_EN)
      .list as CascaderWidget[];
    expect(widget!.options.options).toEqual([
      { value: 'east', label: 'East', children: [{ value: 'sh', label: 'Shanghai' }] },
    ]);
  });

  it('translates the upload tip and the content of text, HTML and component widgets', () => {
    const ids = testIds();
    const upload = createWidget('fileupload', { ids, name: '附件' });
    const text = createWidget('text', { ids, name: '说明' });
    const html = createWidget('html', { ids, name: '说明' });
    const component = createWidget('component', { ids, name: '说明' });
    const definition = deepFreeze(
      definitionOf(
        { ...upload, options: { ...upload.options, tip: '不超过 10 MB' } },
        { ...text, options: { ...text.options, defaultValue: '请先保存' } },
        { ...html, options: { ...html.options, defaultValue: '<b>注意</b>' } },
        { ...component, options: { ...component.options, template: '<div>模板</div>' } },
      ),
    );
    const [u, t, h, c] = localizeDefinition(definition, ZH_EN).list as Widget[];
    expect((u as FileUploadWidget).options.tip).toBe('Up to 10 MB');
    expect(t!.options).toMatchObject({ defaultValue: 'Save first' });
    expect(h!.options).toMatchObject({ defaultValue: '<b>Note</b>' });
    expect(c!.options).toMatchObject({ template: '<div>Template</div>' });
    expect([u, t, h, c].map((w) => w!.name)).toEqual(['Attachment', 'Note', 'Note', 'Note']);
  });

  it('walks grid columns, tab panes, sub-table columns and report cells', () => {
    const definition = deepFreeze(containers());
    const localized = localizeDefinition(definition, ZH_EN);
    // a grid, its columns, a report and its cells show no name: theirs stay
    const grid = localized.list[0] as GridWidget;
    expect([grid.name, grid.columns[0]!.name, grid.columns[0]!.list[0]!.name]).toEqual([
      '栅格',
      '栅格',
      'Name',
    ]);
    expect(localized.list[3]!.name).toBe('栅格');
    expect(names(localized)).toEqual(
      expect.arrayContaining(['Basics', 'Remark', 'Lines', 'Quantity', 'Status']),
    );
    const table = localized.list[2] as TableWidget;
    expect(table.tableColumns[0]!.name).toBe('Quantity');
    const tabs = localized.list[1] as TabsWidget;
    expect(tabs.tabs.map((pane) => [pane.label, pane.name])).toEqual([
      ['Basics', 'tab_1'],
      ['Contacts', 'tab_2'],
    ]);
    const report = localized.list[3] as ReportWidget;
    const select = report.rows[0]!.columns[0]!.list[0] as SelectWidget;
    expect(select.options.options.map((choice) => choice.label)).toEqual([
      'Enabled',
      'Disabled',
      undefined,
    ]);
  });

  it('changes no input and copies only what holds a translated text', () => {
    const ids = testIds();
    const untouched = createWidget('number', { ids, name: 'Age' });
    const grid = createWidget('grid', { ids }) as GridWidget;
    const definition = deepFreeze(
      definitionOf(untouched, { ...grid, columns: [{ ...grid.columns[0]!, list: [status(ids)] }] }),
    );
    const localized = localizeDefinition(definition, ZH_EN);
    expect(localized).not.toBe(definition);
    expect(localized.config).toBe(definition.config);
    expect(localized.list[0]).toBe(untouched);
    const column = (localized.list[1] as GridWidget).columns[0]!;
    expect(column).not.toBe((definition.list[1] as GridWidget).columns[0]);
    expect((column.list[0] as SelectWidget).options.props).toBe(
      ((definition.list[1] as GridWidget).columns[0]!.list[0] as SelectWidget).options.props,
    );
    expect(localizeDefinition(definition, {})).toBe(definition);
    expect(localizeDefinition(definition, { Age: 'Age' })).toBe(definition);
  });

  it('keeps keys it does not know and reads loose JSON', () => {
    const definition = deepFreeze({
      list: [
        { type: 'input', name: '备注', extra: { name: '备注' }, options: { placeholder: '' } },
      ],
      config: { custom: true },
      host: 'kept',
    });
    expect(localizeDefinition(definition, ZH_EN)).toEqual({
      list: [
        { type: 'input', name: 'Remark', extra: { name: '备注' }, options: { placeholder: '' } },
      ],
      config: { custom: true },
      host: 'kept',
    });
  });

  it('looks texts up as they are, never through the table’s prototype', () => {
    const definition = definitionOf(createWidget('input', { ids: testIds(), name: 'constructor' }));
    expect(localizeDefinition(definition, ZH_EN).list[0]!.name).toBe('constructor');
    expect(localizeDefinition(definition, { ' constructor': 'x' }).list[0]!.name).toBe(
      'constructor',
    );
  });
});

describe('visibleTexts', () => {
  it('lists every shown text once, in tree order, blanks left out', () => {
    expect(visibleTexts(definitionOf(input(), status()))).toEqual([
      '职务编码',
      '字母开头',
      '必填',
      '格式不对',
      '只含字母',
      '请输入职务编码',
      '状态',
      '启用',
      '停用',
    ]);
  });

  it('reaches every container and leaves out the names a layout part never shows', () => {
    expect(visibleTexts(containers())).toEqual([
      '姓名',
      '基本信息',
      '联系人',
      '备注',
      '明细',
      '数量',
      '状态',
      '启用',
      '停用',
    ]);
  });

  it('names exactly what localizeDefinition translates', () => {
    const definition = definitionOf(input(), status(), ...containers().list);
    const texts = visibleTexts(definition);
    const table = Object.fromEntries(texts.map((text, i) => [text, `T${i}`]));
    const localized = localizeDefinition(definition, table);
    expect(visibleTexts(localized).sort()).toEqual(Object.values(table).sort());
    // with every text translated, nothing of the source is left
    const json = JSON.stringify(localized);
    for (const text of texts) expect(json.includes(JSON.stringify(text))).toBe(false);
  });
});

/** String options of the catalogue that are settings or values, not text the form shows. */
const NOT_SHOWN = new Set([
  'customClass',
  'remoteFunc',
  'remoteOption',
  'width',
  'height',
  'defaultValue',
  'dataType',
  'pattern',
  'remoteType',
  'remoteDataSource',
  'remoteArgs',
  'remoteDict',
  'remoteViewId',
  'format',
  'type',
  'controlsPosition',
  'action',
  'domain',
  'token',
  'tokenType',
  'tokenFunc',
  'tokenDataSource',
  'parentLevelField',
  'defaultType',
  'contentPosition',
  'justify',
  'align',
  'valign',
  'tabPosition',
  'borderColor',
]);

describe('the texts follow the catalogue', () => {
  it('classes every string option of every widget type as shown text or as a setting', () => {
    const unclassed: string[] = [];
    for (const type of WIDGET_TYPES) {
      const options = WIDGET_CATALOGUE[type].defaultOptions({
        remoteFunc: 'func_1',
        remoteOption: 'option_1',
      }) as unknown as Record<string, unknown>;
      const shown = shownTextOptions(type);
      for (const [key, value] of Object.entries(options)) {
        if (typeof value === 'string' && !shown.includes(key) && !NOT_SHOWN.has(key)) {
          unclassed.push(`${type}.${key}`);
        }
        // a list of labelled items is the static choices, the only one translated by label
        const labelled =
          Array.isArray(value) && value.some((item) => typeof item?.label === 'string');
        if (labelled && key !== 'options') unclassed.push(`${type}.${key}[].label`);
      }
      for (const key of shown) {
        if (key in options) expect(typeof options[key], `${type}.${key}`).toBe('string');
      }
    }
    expect(unclassed).toEqual([]);
  });

  it('finds the catalogue’s sample texts of every type it shows', () => {
    const ids = testIds();
    const widgets = WIDGET_TYPES.filter((type) => type !== 'col' && type !== 'td').map((type) =>
      createWidget(type, { ids }),
    );
    const texts = visibleTexts(definitionOf(...widgets));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Input',
        'Option 1',
        'Option 1-1',
        'This is a text',
        '<b>This is a HTML</b>',
        '<div>Custom template</div>',
        'Tab 1',
        'Sub-table',
        'Divider',
        'Tabs',
      ]),
    );
    expect(texts).not.toContain('Grid');
    expect(texts).not.toContain('Report');
  });
});
