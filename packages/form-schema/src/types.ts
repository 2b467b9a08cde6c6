/**
 * The form definition: `{ list, config }`, compatible with FormMaking JSON.
 *
 * Field names follow the FormMaking spelling (`remoteFunc`, `tableColumns`, `isLabelWidth`, …)
 * so definitions round-trip with FormMaking exports. Keys that are not described here are
 * preserved verbatim by every operation (host apps add their own).
 */

/** Every widget type of the form model, containers and their parts included. */
export type WidgetType =
  | 'input'
  | 'textarea'
  | 'number'
  | 'radio'
  | 'checkbox'
  | 'time'
  | 'date'
  | 'rate'
  | 'color'
  | 'select'
  | 'switch'
  | 'slider'
  | 'imgupload'
  | 'fileupload'
  | 'editor'
  | 'cascader'
  | 'text'
  | 'html'
  | 'blank'
  | 'component'
  | 'custom'
  | 'table'
  | 'divider'
  | 'grid'
  | 'col'
  | 'tabs'
  | 'report'
  | 'td';

export type Platform = 'pc' | 'pad' | 'mobile';
export type UiKit = 'element' | 'antd';
export type LabelPosition = 'left' | 'right' | 'top';
export type FormLayout = 'horizontal' | 'vertical' | 'inline';
export type FormSize = 'large' | 'default' | 'medium' | 'small' | 'mini';

/** Values of `options.dataType` that produce a type rule. */
export type DataType =
  'string' | 'number' | 'boolean' | 'integer' | 'float' | 'url' | 'email' | 'hex';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A form-level data source (`config.dataSource[]`). Functions are JavaScript function bodies kept as text. */
export interface DataSource {
  key: string;
  name: string;
  url: string;
  method: HttpMethod;
  auto: boolean;
  headers: Record<string, string>;
  params: Record<string, unknown>;
  /** Body of `function (config, args)`; returns the request config. */
  requestFunc: string;
  /** Body of `function (res, args)`; returns the result stored under the key. */
  responseFunc: string;
  /** Body of `function (error)`. */
  errorFunc: string;
}

/** A form-level event script (`config.eventScript[]`): a JavaScript function body kept as text. */
export interface EventScript {
  key: string;
  name: string;
  func: string;
}

export interface FormConfig {
  labelWidth: number;
  labelPosition: LabelPosition;
  size: FormSize;
  customClass: string;
  ui: UiKit;
  layout: FormLayout;
  labelCol: number;
  width: string;
  hideLabel: boolean;
  hideErrorMessage: boolean;
  styleSheets?: string;
  eventScript?: EventScript[];
  dataSource?: DataSource[];
  platform: Platform;
}

export interface FormDefinition {
  /** Version of this model; absent in FormMaking exports, which are migrated on import. */
  schemaVersion?: number;
  list: Widget[];
  config: FormConfig;
}

// ---------------------------------------------------------------------------
// Rules

export interface RequiredRule {
  required: true;
  message: string;
}
export interface TypeRule {
  type: DataType;
  message: string;
}
/** `pattern` is regular-expression source text or a `/…/flags` literal; never evaluated as code. */
export interface PatternRule {
  pattern: string;
  message: string;
}
/** A FormMaking Advanced custom validator: the body of `function (rule, value, callback)`. */
export interface FuncRule {
  func: string;
  message?: string;
}
export type Rule = RequiredRule | TypeRule | PatternRule | FuncRule;

// ---------------------------------------------------------------------------
// Options

/** Options shared by layout and field widgets. */
export interface BaseOptions {
  customClass: string;
  hidden?: boolean;
  /** Generated as `func_{timestamp}`; names a host function for remote options. */
  remoteFunc?: string;
  /** Generated as `option_{timestamp}`; names a host-provided option list. */
  remoteOption?: string;
  /** True when the widget is a column of a sub-table. */
  tableColumn?: boolean;
}

/** Options shared by the widgets that render as a labelled form item. */
export interface FieldOptions extends BaseOptions {
  width: string;
  labelWidth: number;
  isLabelWidth: boolean;
  hideLabel: boolean;
  hidden: boolean;
  /** Whether the widget's value is part of the form data. True when absent. */
  dataBind: boolean;
  disabled: boolean;
  required: boolean;
  requiredMessage: string;
}

export interface OptionItem {
  value: string | number | boolean;
  label?: string;
}

export interface CascaderOptionItem extends OptionItem {
  children?: CascaderOptionItem[];
}

export type RemoteType = 'func' | 'option' | 'datasource' | 'dict' | 'dataView';

export interface PropsMapping {
  value: string;
  label: string;
  children?: string;
}

/** Options of the widgets whose choices can come from a remote source. */
export interface RemoteOptions {
  remote: boolean;
  remoteType: RemoteType;
  remoteDataSource: string;
  /** JSON text of extra arguments for the data source. */
  remoteArgs?: string;
  remoteDict: string;
  remoteViewId: string;
  props: PropsMapping;
}

export interface HeaderItem {
  key: string;
  value: string;
}

export type TokenType = 'func' | 'datasource';

/** Options of the two upload widgets. */
export interface UploadOptions {
  action: string;
  headers: HeaderItem[];
  isQiniu: boolean;
  domain: string;
  token: string;
  tokenType: TokenType;
  tokenFunc: string;
  tokenDataSource: string;
  multiple: boolean;
  limit: number;
  readonly: boolean;
}

export interface UploadedFile {
  key: string;
  url: string;
  name?: string;
  percent?: number;
  status?: 'uploading' | 'success' | 'error';
}

export interface InputOptions extends FieldOptions {
  defaultValue: string | number;
  placeholder: string;
  readonly: boolean;
  clearable: boolean;
  showPassword: boolean;
  dataType: DataType | '';
  dataTypeCheck: boolean;
  dataTypeMessage: string;
  pattern: string;
  patternCheck: boolean;
  patternMessage: string;
}

export interface TextareaOptions extends FieldOptions {
  defaultValue: string;
  placeholder: string;
  readonly: boolean;
  clearable: boolean;
}

export interface NumberOptions extends FieldOptions {
  defaultValue: number | null;
  /** Absent means unbounded. */
  min?: number;
  /** Absent means unbounded. */
  max?: number;
  step: number;
  controlsPosition: '' | 'right';
  readonly: boolean;
}

export interface ChoiceOptions extends FieldOptions, RemoteOptions {
  inline: boolean;
  showLabel: boolean;
  options: OptionItem[];
  readonly: boolean;
}

export interface RadioOptions extends ChoiceOptions {
  defaultValue: string | number | boolean;
}

export interface CheckboxOptions extends ChoiceOptions {
  defaultValue: Array<string | number | boolean>;
}

export interface SelectOptions extends FieldOptions, RemoteOptions {
  defaultValue: string | number | boolean | Array<string | number | boolean>;
  multiple: boolean;
  clearable: boolean;
  filterable: boolean;
  placeholder: string;
  showLabel: boolean;
  options: OptionItem[];
  readonly: boolean;
}

export interface TimeOptions extends FieldOptions {
  defaultValue: string | string[] | null;
  placeholder: string;
  startPlaceholder: string;
  endPlaceholder: string;
  format: string;
  isRange: boolean;
  arrowControl: boolean;
  editable: boolean;
  clearable: boolean;
  readonly: boolean;
}

export type DateType =
  'year' | 'month' | 'date' | 'dates' | 'datetime' | 'datetimerange' | 'daterange';

export interface DateOptions extends FieldOptions {
  defaultValue: string | number | Array<string | number> | null;
  placeholder: string;
  startPlaceholder: string;
  endPlaceholder: string;
  type: DateType;
  format: string;
  timestamp: boolean;
  isRange: boolean;
  editable: boolean;
  clearable: boolean;
  readonly: boolean;
}

export interface RateOptions extends FieldOptions {
  defaultValue: number | null;
  max: number;
  allowHalf: boolean;
  showScore: boolean;
}

export interface ColorOptions extends FieldOptions {
  defaultValue: string;
  showAlpha: boolean;
}

export interface SwitchOptions extends FieldOptions {
  defaultValue: boolean;
}

export interface SliderOptions extends FieldOptions {
  defaultValue: number | [number, number];
  min: number;
  max: number;
  step: number;
  showInput: boolean;
  range: boolean;
}

export interface ImgUploadOptions extends FieldOptions, UploadOptions {
  defaultValue: UploadedFile[];
  size: { width: number; height: number };
  min: number;
  isDelete: boolean;
  isEdit: boolean;
}

export interface FileUploadOptions extends FieldOptions, UploadOptions {
  defaultValue: UploadedFile[];
  tip: string;
}

export interface EditorOptions extends FieldOptions {
  defaultValue: string;
  /** Editor height in pixels. */
  height: number;
  /** Toolbar groups; empty means the default toolbar. */
  customToolbar: unknown[];
}

export interface CascaderOptions extends FieldOptions, RemoteOptions {
  defaultValue: Array<string | number> | Array<Array<string | number>>;
  placeholder: string;
  clearable: boolean;
  filterable: boolean;
  multiple: boolean;
  showAllLevels: boolean;
  checkStrictly: boolean;
  parentLevelField: string;
  options: CascaderOptionItem[];
  readonly: boolean;
}

/** Options of the display widgets (`text`, `html`): a labelled item whose content is `defaultValue`. */
export interface DisplayOptions extends BaseOptions {
  defaultValue: string;
  hidden: boolean;
  hideLabel: boolean;
  labelWidth: number;
  isLabelWidth: boolean;
  width: string;
  /** Display widgets hold no form data: false by default. */
  dataBind: boolean;
}

export type BlankDefaultType = 'String' | 'Object' | 'Array';

export interface BlankOptions extends FieldOptions {
  defaultType: BlankDefaultType;
}

export interface ComponentOptions extends FieldOptions {
  /** HTML template; sanitized before it reaches the DOM. */
  template: string;
  defaultValue: unknown;
}

export interface CustomOptions extends FieldOptions {
  defaultValue: unknown;
  customProps: Record<string, unknown>;
}

export interface TableOptions extends FieldOptions {
  defaultValue: TableRow[];
  /** Disable adding and removing rows. */
  readonly: boolean;
}

export interface DividerOptions extends BaseOptions {
  hidden: boolean;
  contentPosition: 'left' | 'center' | 'right';
}

export type GridJustify = 'start' | 'end' | 'center' | 'space-around' | 'space-between';
export type GridAlign = 'top' | 'middle' | 'bottom';

export interface GridOptions extends BaseOptions {
  hidden: boolean;
  gutter: number;
  justify: GridJustify;
  align: GridAlign;
  flex: boolean;
  responsive: boolean;
}

export interface ColOptions extends BaseOptions {
  span: number;
  offset: number;
  push: number;
  pull: number;
  xs: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

export interface TabsOptions extends BaseOptions {
  hidden: boolean;
  type: '' | 'card' | 'border-card';
  tabPosition: 'top' | 'left' | 'right' | 'bottom';
}

export interface ReportOptions extends BaseOptions {
  hidden: boolean;
  borderWidth: number;
  borderColor: string;
  width: string;
}

export interface TdOptions extends BaseOptions {
  colspan: number;
  rowspan: number;
  align: 'left' | 'center' | 'right';
  valign: 'top' | 'middle' | 'bottom';
  width: string;
  height: string;
  /** True when the cell is absorbed by a merge with an anchor cell above or to the left. */
  invisible: boolean;
  /** Column offset of an absorbed cell from its anchor (0 for anchors). */
  markCol: number;
  /** Row offset of an absorbed cell from its anchor (0 for anchors). */
  markRow: number;
}

// ---------------------------------------------------------------------------
// Widgets

export interface WidgetEvents {
  /** Key of an event script run when the value changes. */
  onChange?: string;
  [event: string]: string | undefined;
}

interface WidgetOf<T extends WidgetType, O> {
  type: T;
  key: string;
  /** Field name in the form data; `{type}_{timestamp}` when generated. */
  model: string;
  /** The label. */
  name: string;
  icon?: string;
  options: O;
  rules?: Rule[];
  events?: WidgetEvents;
  /** Skip validation of this widget. */
  novalid?: boolean;
}

export type InputWidget = WidgetOf<'input', InputOptions>;
export type TextareaWidget = WidgetOf<'textarea', TextareaOptions>;
export type NumberWidget = WidgetOf<'number', NumberOptions>;
export type RadioWidget = WidgetOf<'radio', RadioOptions>;
export type CheckboxWidget = WidgetOf<'checkbox', CheckboxOptions>;
export type TimeWidget = WidgetOf<'time', TimeOptions>;
export type DateWidget = WidgetOf<'date', DateOptions>;
export type RateWidget = WidgetOf<'rate', RateOptions>;
export type ColorWidget = WidgetOf<'color', ColorOptions>;
export type SelectWidget = WidgetOf<'select', SelectOptions>;
export type SwitchWidget = WidgetOf<'switch', SwitchOptions>;
export type SliderWidget = WidgetOf<'slider', SliderOptions>;
export type ImgUploadWidget = WidgetOf<'imgupload', ImgUploadOptions>;
export type FileUploadWidget = WidgetOf<'fileupload', FileUploadOptions>;
export type EditorWidget = WidgetOf<'editor', EditorOptions>;
export type CascaderWidget = WidgetOf<'cascader', CascaderOptions>;
export type TextWidget = WidgetOf<'text', DisplayOptions>;
export type HtmlWidget = WidgetOf<'html', DisplayOptions>;
export type BlankWidget = WidgetOf<'blank', BlankOptions>;
export type ComponentWidget = WidgetOf<'component', ComponentOptions>;
export interface CustomWidget extends WidgetOf<'custom', CustomOptions> {
  /** Name of the host-registered component. */
  el: string;
}
export interface TableWidget extends WidgetOf<'table', TableOptions> {
  /** Column widgets; their values form each row. */
  tableColumns: FieldWidget[];
}
export type DividerWidget = WidgetOf<'divider', DividerOptions>;
export interface ColWidget extends WidgetOf<'col', ColOptions> {
  list: Widget[];
}
export interface GridWidget extends WidgetOf<'grid', GridOptions> {
  columns: ColWidget[];
}
export interface TabPane {
  label: string;
  name: string;
  list: Widget[];
}
export interface TabsWidget extends WidgetOf<'tabs', TabsOptions> {
  tabs: TabPane[];
}
export interface TdWidget extends WidgetOf<'td', TdOptions> {
  list: Widget[];
}
export interface ReportRow {
  columns: TdWidget[];
}
export interface ReportWidget extends WidgetOf<'report', ReportOptions> {
  rows: ReportRow[];
}

/** Widgets that render as a labelled form item and may hold a value. */
export type FieldWidget =
  | InputWidget
  | TextareaWidget
  | NumberWidget
  | RadioWidget
  | CheckboxWidget
  | TimeWidget
  | DateWidget
  | RateWidget
  | ColorWidget
  | SelectWidget
  | SwitchWidget
  | SliderWidget
  | ImgUploadWidget
  | FileUploadWidget
  | EditorWidget
  | CascaderWidget
  | TextWidget
  | HtmlWidget
  | BlankWidget
  | ComponentWidget
  | CustomWidget;

export type ContainerWidget =
  GridWidget | ColWidget | TabsWidget | ReportWidget | TdWidget | TableWidget;

/** One member per widget type. */
export type Widget = FieldWidget | ContainerWidget | DividerWidget;

/** The widget type of a given `type` value. */
export type WidgetOfType<T extends WidgetType> = Extract<Widget, { type: T }>;

/** The options type of a given widget type. */
export type OptionsOf<T extends WidgetType> = WidgetOfType<T>['options'];

/** A sub-table row: a generated key plus one value per column model. */
export interface TableRow {
  /** Generated row key (see `ROW_KEY`). */
  __key?: string;
  [column: string]: unknown;
}

/** The form data: one value per data-bound model. */
export type FormModel = Record<string, unknown>;
