/**
 * The JSON Schema (draft 2020-12) of a form definition, as a plain JSON object. Widgets are a
 * union on `type`: one `if {type: const} then {$ref}` per known type, so an unknown type is
 * structurally allowed (validation warns about it). Unknown keys are allowed everywhere, and
 * only what a renderer cannot do without is required. Every object schema is built against the
 * types of `types.ts`, so the two cannot drift apart without a typecheck error.
 */
import { WIDGET_TYPES } from './catalogue';
import { TABLE_REFUSED_TYPES } from './drop-rules';
import {
  anyObject,
  arrayOf,
  bool,
  int,
  num,
  objectSchema,
  enumOf,
  ref,
  str,
  type JsonSchema,
  type JsonSchemaObject,
  type SchemaProperties,
} from './json-schema-builder';
import { OPTION_SCHEMAS, cascaderOptionSchema, dataTypeSchema } from './json-schema-options';
import type {
  DataSource,
  FormLayout,
  FormSize,
  HttpMethod,
  LabelPosition,
  Platform,
  UiKit,
  EventScript,
  FormConfig,
  FormDefinition,
  FuncRule,
  InputWidget,
  PatternRule,
  ReportRow,
  RequiredRule,
  TabPane,
  TypeRule,
  WidgetEvents,
  WidgetOfType,
  WidgetType,
} from './types';

/** Every key any rule may carry. */
type RuleFields = Partial<RequiredRule> &
  Partial<TypeRule> &
  Partial<PatternRule> &
  Partial<FuncRule>;

const ruleSchema = objectSchema<RuleFields>({
  required: bool(),
  message: str(),
  type: dataTypeSchema,
  pattern: str(),
  func: str(),
});

/** Keys every widget shares, besides `type` and `options`. */
const envelope: SchemaProperties<Omit<InputWidget, 'type' | 'options'>> = {
  key: str(),
  model: str(),
  name: str(),
  icon: str(),
  rules: arrayOf(ref('rule')),
  events: objectSchema<WidgetEvents>({ onChange: str() }),
  novalid: bool(),
};

/** The keys a widget type adds to the shared ones: container slots, `el` of custom widgets. */
type ExtraKeys<T extends WidgetType> = Omit<WidgetOfType<T>, keyof InputWidget>;

const EXTRA_KEYS: { readonly [T in WidgetType]: SchemaProperties<ExtraKeys<T>> } = {
  input: {},
  textarea: {},
  number: {},
  radio: {},
  checkbox: {},
  time: {},
  date: {},
  rate: {},
  color: {},
  select: {},
  switch: {},
  slider: {},
  imgupload: {},
  fileupload: {},
  editor: {},
  cascader: {},
  text: {},
  html: {},
  blank: {},
  component: {},
  custom: { el: str() },
  table: { tableColumns: arrayOf(ref('tableColumn')) },
  divider: {},
  grid: { columns: arrayOf(ref('gridColumn')) },
  col: { list: arrayOf(ref('widget')) },
  tabs: { tabs: arrayOf(ref('tabPane')) },
  report: { rows: arrayOf(ref('reportRow')) },
  td: { list: arrayOf(ref('widget')) },
};

/** Container slots a renderer cannot do without. */
const SLOT_OF: Partial<Record<WidgetType, string>> = {
  grid: 'columns',
  col: 'list',
  td: 'list',
  tabs: 'tabs',
  report: 'rows',
  table: 'tableColumns',
};

function widgetOfType(type: WidgetType): JsonSchemaObject {
  const slot = SLOT_OF[type];
  const schema: JsonSchemaObject = {
    type: 'object',
    properties: { options: ref(`${type}Options`), ...EXTRA_KEYS[type] },
  };
  if (slot) schema.required = [slot];
  return schema;
}

const widgetSchema: JsonSchemaObject = {
  type: 'object',
  required: ['type'],
  properties: { type: str(), ...envelope, options: anyObject() },
  additionalProperties: true,
  allOf: WIDGET_TYPES.map((type) => ({
    if: { type: 'object', properties: { type: { const: type } }, required: ['type'] },
    then: ref(`${type}Widget`),
  })),
};

const configSchema = objectSchema<FormConfig>({
  labelWidth: num({ minimum: 0, maximum: 99999 }),
  labelPosition: enumOf<LabelPosition>({ left: true, right: true, top: true }),
  size: enumOf<FormSize>({ large: true, default: true, medium: true, small: true, mini: true }),
  customClass: str(),
  ui: enumOf<UiKit>({ element: true, antd: true }),
  layout: enumOf<FormLayout>({ horizontal: true, vertical: true, inline: true }),
  labelCol: int({ minimum: 0, maximum: 24 }),
  width: str(),
  hideLabel: bool(),
  hideErrorMessage: bool(),
  styleSheets: str(),
  eventScript: arrayOf(ref('eventScript')),
  dataSource: arrayOf(ref('dataSource')),
  platform: enumOf<Platform>({ pc: true, pad: true, mobile: true }),
});

const dataSourceSchema = objectSchema<DataSource>({
  key: str(),
  name: str(),
  url: str(),
  method: enumOf<HttpMethod>({ GET: true, POST: true, PUT: true, DELETE: true, PATCH: true }),
  auto: bool(),
  headers: anyObject(),
  params: anyObject(),
  requestFunc: str(),
  responseFunc: str(),
  errorFunc: str(),
});

const eventScriptSchema = objectSchema<EventScript>({ key: str(), name: str(), func: str() });

function definitions(): { [name: string]: JsonSchema } {
  const defs: { [name: string]: JsonSchema } = {
    widget: widgetSchema,
    gridColumn: { $ref: '#/$defs/widget', type: 'object', properties: { type: { const: 'col' } } },
    reportCell: { $ref: '#/$defs/widget', type: 'object', properties: { type: { const: 'td' } } },
    tableColumn: {
      $ref: '#/$defs/widget',
      type: 'object',
      properties: { type: { not: { enum: [...TABLE_REFUSED_TYPES] } } },
    },
    tabPane: objectSchema<TabPane>({ label: str(), name: str(), list: arrayOf(ref('widget')) }, [
      'list',
    ]),
    reportRow: objectSchema<ReportRow>({ columns: arrayOf(ref('reportCell')) }, ['columns']),
    rule: ruleSchema,
    cascaderOption: cascaderOptionSchema,
    config: configSchema,
    dataSource: dataSourceSchema,
    eventScript: eventScriptSchema,
  };
  for (const type of WIDGET_TYPES) {
    for (const [name, schema] of [
      [`${type}Widget`, widgetOfType(type)],
      [`${type}Options`, OPTION_SCHEMAS[type]],
    ] as const) {
      if (name in defs) throw new Error(`Schema definition ${name} is defined twice`);
      defs[name] = schema;
    }
  }
  return defs;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * The JSON Schema (draft 2020-12) of a form definition `{schemaVersion?, list, config}`. A plain,
 * frozen JSON object: give it to any JSON Schema validator, or to `validateDefinition`, which
 * interprets it with paths and adds the checks a schema cannot express.
 */
export const definitionJsonSchema: JsonSchemaObject = deepFreeze({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Form definition',
  ...objectSchema<FormDefinition>(
    {
      schemaVersion: int({ minimum: 1 }),
      list: arrayOf(ref('widget')),
      config: ref('config'),
    },
    ['list', 'config'],
  ),
  $defs: definitions(),
});
