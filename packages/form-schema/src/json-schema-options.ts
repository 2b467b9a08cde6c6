/**
 * Schemas of each widget type's `options`, built against the option types of `types.ts`: a
 * property added there without an entry here (or an entry without a property) fails typecheck.
 * No option is required: FormMaking exports omit options freely and the renderer has defaults.
 */
import {
  anyObject,
  anyOfTypes,
  anything,
  arrayOf,
  bool,
  int,
  num,
  objectSchema,
  enumOf,
  ref,
  str,
  type JsonSchema,
  type SchemaProperties,
} from './json-schema-builder';
import type {
  BaseOptions,
  BlankDefaultType,
  GridAlign,
  GridJustify,
  TokenType,
  BlankOptions,
  CascaderOptionItem,
  CascaderOptions,
  CheckboxOptions,
  ChoiceOptions,
  ColOptions,
  ColorOptions,
  ComponentOptions,
  CustomOptions,
  DataType,
  DateOptions,
  DateType,
  DisplayOptions,
  DividerOptions,
  EditorOptions,
  FieldOptions,
  FileUploadOptions,
  GridOptions,
  HeaderItem,
  ImgUploadOptions,
  InputOptions,
  NumberOptions,
  OptionItem,
  PropsMapping,
  RadioOptions,
  RateOptions,
  RemoteOptions,
  RemoteType,
  ReportOptions,
  SelectOptions,
  SliderOptions,
  SwitchOptions,
  TableOptions,
  TabsOptions,
  TdOptions,
  TextareaOptions,
  TimeOptions,
  UploadedFile,
  UploadOptions,
  WidgetType,
} from './types';

const DATA_TYPE_MEMBERS: { [K in DataType]: true } = {
  string: true,
  number: true,
  boolean: true,
  integer: true,
  float: true,
  url: true,
  email: true,
  hex: true,
};

/** The values of `options.dataType` and of a type rule (spec §5). */
export const dataTypeSchema = enumOf<DataType>(DATA_TYPE_MEMBERS);

const scalar = () => anyOfTypes('string', 'number', 'boolean');
const size = () => num({ minimum: 0 });
const gridUnits = () => int({ minimum: 0, maximum: 24 });

const base: SchemaProperties<BaseOptions> = {
  customClass: str(),
  hidden: bool(),
  remoteFunc: str(),
  remoteOption: str(),
  tableColumn: bool(),
};

const field: SchemaProperties<FieldOptions> = {
  ...base,
  width: str(),
  labelWidth: size(),
  isLabelWidth: bool(),
  hideLabel: bool(),
  dataBind: bool(),
  disabled: bool(),
  required: bool(),
  requiredMessage: str(),
};

const remote: SchemaProperties<RemoteOptions> = {
  remote: bool(),
  remoteType: enumOf<RemoteType>({
    func: true,
    option: true,
    datasource: true,
    dict: true,
    dataView: true,
  }),
  remoteDataSource: str(),
  remoteArgs: str(),
  remoteDict: str(),
  remoteViewId: str(),
  props: objectSchema<PropsMapping>({ value: str(), label: str(), children: str() }),
};

const upload: SchemaProperties<UploadOptions> = {
  action: str(),
  headers: arrayOf(objectSchema<HeaderItem>({ key: str(), value: str() })),
  isQiniu: bool(),
  domain: str(),
  token: str(),
  tokenType: enumOf<TokenType>({ func: true, datasource: true }),
  tokenFunc: str(),
  tokenDataSource: str(),
  multiple: bool(),
  limit: int({ minimum: 1 }),
  readonly: bool(),
};

const optionItems = () =>
  arrayOf(objectSchema<OptionItem>({ value: scalar(), label: str() }, ['value']));

const uploadedFiles = () =>
  arrayOf(
    objectSchema<UploadedFile>({
      key: str(),
      url: str(),
      name: str(),
      percent: num({ minimum: 0, maximum: 100 }),
      status: enumOf<NonNullable<UploadedFile['status']>>({
        uploading: true,
        success: true,
        error: true,
      }),
    }),
  );

const display: SchemaProperties<DisplayOptions> = {
  ...base,
  defaultValue: str(),
  hidden: bool(),
  hideLabel: bool(),
  labelWidth: size(),
  isLabelWidth: bool(),
  width: str(),
  dataBind: bool(),
};

const choice: SchemaProperties<ChoiceOptions> = {
  ...field,
  ...remote,
  inline: bool(),
  showLabel: bool(),
  options: optionItems(),
  readonly: bool(),
};

/** A cascader option with nested children, referenced as `#/$defs/cascaderOption`. */
export const cascaderOptionSchema = objectSchema<CascaderOptionItem>(
  { value: scalar(), label: str(), children: arrayOf(ref('cascaderOption')) },
  ['value'],
);

/** The schema of each widget type's options. */
export const OPTION_SCHEMAS: { readonly [T in WidgetType]: JsonSchema } = {
  input: objectSchema<InputOptions>({
    ...field,
    defaultValue: anyOfTypes('string', 'number'),
    placeholder: str(),
    readonly: bool(),
    clearable: bool(),
    showPassword: bool(),
    dataType: enumOf<InputOptions['dataType']>({ '': true, ...DATA_TYPE_MEMBERS }),
    dataTypeCheck: bool(),
    dataTypeMessage: str(),
    pattern: str(),
    patternCheck: bool(),
    patternMessage: str(),
  }),
  textarea: objectSchema<TextareaOptions>({
    ...field,
    defaultValue: str(),
    placeholder: str(),
    readonly: bool(),
    clearable: bool(),
  }),
  number: objectSchema<NumberOptions>({
    ...field,
    defaultValue: anyOfTypes('number', 'null'),
    min: num(),
    max: num(),
    step: num(),
    controlsPosition: enumOf<NumberOptions['controlsPosition']>({ '': true, right: true }),
    readonly: bool(),
  }),
  radio: objectSchema<RadioOptions>({ ...choice, defaultValue: scalar() }),
  checkbox: objectSchema<CheckboxOptions>({ ...choice, defaultValue: arrayOf(scalar()) }),
  time: objectSchema<TimeOptions>({
    ...field,
    defaultValue: { type: ['string', 'array', 'null'], items: str() },
    placeholder: str(),
    startPlaceholder: str(),
    endPlaceholder: str(),
    format: str(),
    isRange: bool(),
    arrowControl: bool(),
    editable: bool(),
    clearable: bool(),
    readonly: bool(),
  }),
  date: objectSchema<DateOptions>({
    ...field,
    defaultValue: {
      type: ['string', 'number', 'array', 'null'],
      items: anyOfTypes('string', 'number'),
    },
    placeholder: str(),
    startPlaceholder: str(),
    endPlaceholder: str(),
    type: enumOf<DateType>({
      year: true,
      month: true,
      date: true,
      dates: true,
      datetime: true,
      datetimerange: true,
      daterange: true,
    }),
    format: str(),
    timestamp: bool(),
    isRange: bool(),
    editable: bool(),
    clearable: bool(),
    readonly: bool(),
  }),
  rate: objectSchema<RateOptions>({
    ...field,
    defaultValue: anyOfTypes('number', 'null'),
    max: int({ minimum: 1 }),
    allowHalf: bool(),
    showScore: bool(),
  }),
  color: objectSchema<ColorOptions>({ ...field, defaultValue: str(), showAlpha: bool() }),
  select: objectSchema<SelectOptions>({
    ...field,
    ...remote,
    defaultValue: { type: ['string', 'number', 'boolean', 'array'], items: scalar() },
    multiple: bool(),
    clearable: bool(),
    filterable: bool(),
    placeholder: str(),
    showLabel: bool(),
    options: optionItems(),
    readonly: bool(),
  }),
  switch: objectSchema<SwitchOptions>({ ...field, defaultValue: bool() }),
  slider: objectSchema<SliderOptions>({
    ...field,
    defaultValue: { type: ['number', 'array'], items: num() },
    min: num(),
    max: num(),
    step: num(),
    showInput: bool(),
    range: bool(),
  }),
  imgupload: objectSchema<ImgUploadOptions>({
    ...field,
    ...upload,
    defaultValue: uploadedFiles(),
    size: objectSchema<ImgUploadOptions['size']>({ width: size(), height: size() }),
    min: int({ minimum: 0 }),
    isDelete: bool(),
    isEdit: bool(),
  }),
  fileupload: objectSchema<FileUploadOptions>({
    ...field,
    ...upload,
    defaultValue: uploadedFiles(),
    tip: str(),
  }),
  editor: objectSchema<EditorOptions>({
    ...field,
    defaultValue: str(),
    height: size(),
    customToolbar: arrayOf(anything()),
  }),
  cascader: objectSchema<CascaderOptions>({
    ...field,
    ...remote,
    defaultValue: arrayOf({
      type: ['string', 'number', 'array'],
      items: anyOfTypes('string', 'number'),
    }),
    placeholder: str(),
    clearable: bool(),
    filterable: bool(),
    multiple: bool(),
    showAllLevels: bool(),
    checkStrictly: bool(),
    parentLevelField: str(),
    options: arrayOf(ref('cascaderOption')),
    readonly: bool(),
  }),
  text: objectSchema<DisplayOptions>(display),
  html: objectSchema<DisplayOptions>(display),
  blank: objectSchema<BlankOptions>({
    ...field,
    defaultType: enumOf<BlankDefaultType>({ String: true, Object: true, Array: true }),
  }),
  component: objectSchema<ComponentOptions>({
    ...field,
    template: str(),
    defaultValue: anything(),
  }),
  custom: objectSchema<CustomOptions>({
    ...field,
    defaultValue: anything(),
    customProps: anyObject(),
  }),
  table: objectSchema<TableOptions>({
    ...field,
    defaultValue: arrayOf(anyObject()),
    readonly: bool(),
  }),
  divider: objectSchema<DividerOptions>({
    ...base,
    hidden: bool(),
    contentPosition: enumOf<DividerOptions['contentPosition']>({
      left: true,
      center: true,
      right: true,
    }),
  }),
  grid: objectSchema<GridOptions>({
    ...base,
    hidden: bool(),
    gutter: size(),
    justify: enumOf<GridJustify>({
      start: true,
      end: true,
      center: true,
      'space-around': true,
      'space-between': true,
    }),
    align: enumOf<GridAlign>({ top: true, middle: true, bottom: true }),
    flex: bool(),
    responsive: bool(),
  }),
  col: objectSchema<ColOptions>({
    ...base,
    span: int({ minimum: 1, maximum: 24 }),
    offset: gridUnits(),
    push: gridUnits(),
    pull: gridUnits(),
    xs: gridUnits(),
    sm: gridUnits(),
    md: gridUnits(),
    lg: gridUnits(),
    xl: gridUnits(),
  }),
  tabs: objectSchema<TabsOptions>({
    ...base,
    hidden: bool(),
    type: enumOf<TabsOptions['type']>({ '': true, card: true, 'border-card': true }),
    tabPosition: enumOf<TabsOptions['tabPosition']>({
      top: true,
      left: true,
      right: true,
      bottom: true,
    }),
  }),
  report: objectSchema<ReportOptions>({
    ...base,
    hidden: bool(),
    borderWidth: size(),
    borderColor: str(),
    width: str(),
  }),
  td: objectSchema<TdOptions>({
    ...base,
    colspan: int({ minimum: 1 }),
    rowspan: int({ minimum: 1 }),
    align: enumOf<TdOptions['align']>({ left: true, center: true, right: true }),
    valign: enumOf<TdOptions['valign']>({ top: true, middle: true, bottom: true }),
    width: str(),
    height: str(),
    invisible: bool(),
    markCol: int({ minimum: 0 }),
    markRow: int({ minimum: 0 }),
  }),
};
