import type {
  DisplayOptions,
  FieldOptions,
  OptionsOf,
  RemoteOptions,
  UploadOptions,
  WidgetType,
} from './types';
import {
  WIDGET_KINDS,
  defaultColOptions,
  defaultTdOptions,
  type PaletteGroup,
} from './widget-kinds';

// The flags, the options of container parts and the type checks live in `widget-kinds.ts`, so
// that reading a definition does not load the names and default options below.
export {
  defaultColOptions,
  defaultTdOptions,
  isDataBound,
  isWidgetType,
  propsForRemoteType,
  type PaletteGroup,
} from './widget-kinds';

export type Locale = 'en-US' | 'zh-CN';

/** Generated names that some default options carry. */
export interface GeneratedNames {
  remoteFunc: string;
  remoteOption: string;
}

export interface WidgetSpec<T extends WidgetType = WidgetType> {
  type: T;
  /** Palette group; `null` for the parts of containers (`col`, `td`), which are not in the palette. */
  group: PaletteGroup | null;
  /** Icon name, as FormMaking names it (`icon-input`). */
  icon: string;
  /** Whether the widget holds a value in the form data (unless `options.dataBind` is false). */
  dataBound: boolean;
  /** Whether the widget holds other widgets. */
  container: boolean;
  /** Whether the widget's choices may come from a remote source. */
  remote: boolean;
  /** Default label in each language. */
  names: Readonly<Record<Locale, string>>;
  /** The default options of a new widget (form-designer spec §3 and §9). */
  defaultOptions(names: GeneratedNames): OptionsOf<T>;
}

function field(names: GeneratedNames, width = ''): FieldOptions {
  return {
    width,
    customClass: '',
    labelWidth: 100,
    isLabelWidth: false,
    hideLabel: false,
    hidden: false,
    dataBind: true,
    disabled: false,
    required: false,
    requiredMessage: '',
    remoteFunc: names.remoteFunc,
    remoteOption: names.remoteOption,
  };
}

function display(names: GeneratedNames, defaultValue: string): DisplayOptions {
  return {
    width: '',
    customClass: '',
    labelWidth: 100,
    isLabelWidth: false,
    hideLabel: false,
    hidden: false,
    dataBind: false,
    defaultValue,
    remoteFunc: names.remoteFunc,
    remoteOption: names.remoteOption,
  };
}

function remote(): RemoteOptions {
  return {
    remote: false,
    remoteType: 'func',
    remoteDataSource: '',
    remoteArgs: '',
    remoteDict: '',
    remoteViewId: '',
    props: { value: 'value', label: 'label' },
  };
}

function upload(limit: number): UploadOptions {
  return {
    action: '',
    headers: [],
    isQiniu: false,
    domain: '',
    token: '',
    tokenType: 'func',
    tokenFunc: 'funcGetToken',
    tokenDataSource: '',
    multiple: false,
    limit,
    readonly: false,
  };
}

const sampleOptions = () => [
  { value: 'Option 1', label: 'Option 1' },
  { value: 'Option 2', label: 'Option 2' },
  { value: 'Option 3', label: 'Option 3' },
];

/** Default label of each type in each language. */
const NAMES: { readonly [T in WidgetType]: Readonly<Record<Locale, string>> } = {
  input: { 'en-US': 'Input', 'zh-CN': '单行文本' },
  textarea: { 'en-US': 'Textarea', 'zh-CN': '多行文本' },
  number: { 'en-US': 'Number', 'zh-CN': '计数器' },
  radio: { 'en-US': 'Radio', 'zh-CN': '单选框组' },
  checkbox: { 'en-US': 'Checkbox', 'zh-CN': '多选框组' },
  time: { 'en-US': 'Time', 'zh-CN': '时间选择器' },
  date: { 'en-US': 'Date', 'zh-CN': '日期选择器' },
  rate: { 'en-US': 'Rate', 'zh-CN': '评分' },
  color: { 'en-US': 'Color', 'zh-CN': '颜色选择器' },
  select: { 'en-US': 'Select', 'zh-CN': '下拉选择框' },
  switch: { 'en-US': 'Switch', 'zh-CN': '开关' },
  slider: { 'en-US': 'Slider', 'zh-CN': '滑块' },
  text: { 'en-US': 'Text', 'zh-CN': '文字' },
  html: { 'en-US': 'HTML', 'zh-CN': 'HTML' },
  imgupload: { 'en-US': 'Image upload', 'zh-CN': '图片' },
  fileupload: { 'en-US': 'File upload', 'zh-CN': '文件' },
  editor: { 'en-US': 'Editor', 'zh-CN': '编辑器' },
  cascader: { 'en-US': 'Cascader', 'zh-CN': '级联选择器' },
  blank: { 'en-US': 'Blank', 'zh-CN': '自定义区域' },
  component: { 'en-US': 'Component', 'zh-CN': '组件' },
  table: { 'en-US': 'Sub-table', 'zh-CN': '子表单' },
  custom: { 'en-US': 'Custom', 'zh-CN': '自定义' },
  divider: { 'en-US': 'Divider', 'zh-CN': '分割线' },
  grid: { 'en-US': 'Grid', 'zh-CN': '栅格布局' },
  col: { 'en-US': 'Column', 'zh-CN': '列' },
  tabs: { 'en-US': 'Tabs', 'zh-CN': '标签页' },
  report: { 'en-US': 'Report', 'zh-CN': '表格布局' },
  td: { 'en-US': 'Cell', 'zh-CN': '单元格' },
};

const DEFAULT_OPTIONS: { readonly [T in WidgetType]: (names: GeneratedNames) => OptionsOf<T> } = {
  input: (n) => ({
    ...field(n, '100%'),
    defaultValue: '',
    placeholder: '',
    readonly: false,
    clearable: false,
    showPassword: false,
    dataType: '',
    dataTypeCheck: false,
    dataTypeMessage: '',
    pattern: '',
    patternCheck: false,
    patternMessage: '',
  }),
  textarea: (n) => ({
    ...field(n, '100%'),
    defaultValue: '',
    placeholder: '',
    readonly: false,
    clearable: false,
  }),
  number: (n) => ({
    ...field(n),
    defaultValue: 0,
    min: 0,
    // No upper bound: a counter is not capped unless its author sets one (FormMaking Basic 1.x
    // wrote max ''); a definition that states a max keeps it.
    step: 1,
    controlsPosition: '',
    readonly: false,
  }),
  radio: (n) => ({
    ...field(n),
    ...remote(),
    defaultValue: '',
    inline: false,
    showLabel: false,
    options: sampleOptions(),
    readonly: false,
  }),
  checkbox: (n) => ({
    ...field(n),
    ...remote(),
    defaultValue: [],
    inline: false,
    showLabel: false,
    options: sampleOptions(),
    readonly: false,
  }),
  time: (n) => ({
    ...field(n),
    defaultValue: '',
    placeholder: '',
    startPlaceholder: '',
    endPlaceholder: '',
    format: 'HH:mm:ss',
    isRange: false,
    arrowControl: true,
    editable: true,
    clearable: true,
    readonly: false,
  }),
  date: (n) => ({
    ...field(n),
    defaultValue: '',
    placeholder: '',
    startPlaceholder: '',
    endPlaceholder: '',
    type: 'date',
    format: 'yyyy-MM-dd',
    timestamp: false,
    isRange: false,
    editable: true,
    clearable: true,
    readonly: false,
  }),
  rate: (n) => ({
    ...field(n),
    defaultValue: null,
    max: 5,
    allowHalf: false,
    showScore: false,
  }),
  color: (n) => ({
    ...field(n),
    defaultValue: '',
    showAlpha: false,
  }),
  select: (n) => ({
    ...field(n),
    ...remote(),
    defaultValue: '',
    multiple: false,
    clearable: false,
    filterable: false,
    placeholder: '',
    showLabel: false,
    options: sampleOptions(),
    readonly: false,
  }),
  switch: (n) => ({
    ...field(n),
    defaultValue: false,
  }),
  slider: (n) => ({
    ...field(n),
    defaultValue: 0,
    min: 0,
    max: 100,
    step: 1,
    showInput: false,
    range: false,
  }),
  text: (n) => display(n, 'This is a text'),
  html: (n) => display(n, '<b>This is a HTML</b>'),
  imgupload: (n) => ({
    ...field(n),
    ...upload(8),
    defaultValue: [],
    size: { width: 100, height: 100 },
    min: 0,
    isDelete: true,
    isEdit: true,
  }),
  fileupload: (n) => ({ ...field(n), ...upload(9), defaultValue: [], tip: '' }),
  editor: (n) => ({
    ...field(n),
    defaultValue: '',
    height: 300,
    customToolbar: [],
  }),
  cascader: (n) => ({
    ...field(n),
    ...remote(),
    props: { value: 'value', label: 'label', children: 'children' },
    defaultValue: [],
    placeholder: '',
    clearable: false,
    filterable: false,
    multiple: false,
    showAllLevels: true,
    checkStrictly: false,
    parentLevelField: 'pid',
    options: [
      {
        value: 'Option 1',
        label: 'Option 1',
        children: [{ value: 'Option 1-1', label: 'Option 1-1' }],
      },
      { value: 'Option 2', label: 'Option 2' },
    ],
    readonly: false,
  }),
  blank: (n) => ({
    ...field(n),
    defaultType: 'String',
  }),
  component: (n) => ({ ...field(n), template: '<div>Custom template</div>', defaultValue: '' }),
  table: (n) => ({ ...field(n, '100%'), defaultValue: [], readonly: false }),
  custom: (n) => ({
    ...field(n),
    defaultValue: '',
    customProps: {},
  }),
  divider: () => ({ customClass: '', hidden: false, contentPosition: 'left' }),
  grid: () => ({
    customClass: '',
    hidden: false,
    gutter: 0,
    justify: 'start',
    align: 'top',
    flex: true,
    responsive: false,
  }),
  col: () => defaultColOptions(),
  tabs: () => ({ customClass: '', hidden: false, type: '', tabPosition: 'top' }),
  report: () => ({
    customClass: '',
    hidden: false,
    borderWidth: 1,
    borderColor: '#999999',
    width: '100%',
  }),
  td: () => defaultTdOptions(),
};

type Catalogue = { readonly [T in WidgetType]: WidgetSpec<T> };

/** Every widget type with its palette group, icon, data binding and default options. */
export const WIDGET_CATALOGUE: Catalogue = Object.freeze(
  Object.fromEntries(
    (Object.keys(WIDGET_KINDS) as WidgetType[]).map((type) => {
      const meta = WIDGET_KINDS[type];
      const spec: WidgetSpec = {
        type,
        group: meta.group,
        icon: `icon-${type}`,
        dataBound: meta.dataBound,
        container: meta.container ?? false,
        remote: meta.remote ?? false,
        names: Object.freeze({ ...NAMES[type] }),
        defaultOptions: DEFAULT_OPTIONS[type] as WidgetSpec['defaultOptions'],
      };
      return [type, Object.freeze(spec)];
    }),
  ),
) as Catalogue;

/** Widget types in catalogue order. */
export const WIDGET_TYPES = Object.freeze(Object.keys(WIDGET_CATALOGUE) as WidgetType[]);

/** The palette: widget types of each group, in catalogue order. */
export function paletteGroups(): Record<PaletteGroup, WidgetType[]> {
  const groups: Record<PaletteGroup, WidgetType[]> = {
    basic: [],
    advanced: [],
    layout: [],
    custom: [],
  };
  for (const type of WIDGET_TYPES) {
    const group = WIDGET_CATALOGUE[type].group;
    if (group) groups[group].push(type);
  }
  return groups;
}
