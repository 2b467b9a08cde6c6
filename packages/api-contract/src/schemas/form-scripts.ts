import { Type, type Static } from 'typebox';
import { AuditFields, Id, OptionalText } from '../common';
import { PageQuery, SearchText } from '../paging';

/**
 * What an application gives its forms' remote options (FormMaking's `remoteType: func` and
 * `option`): remote functions, sandboxed scripts the server runs that answer a list of options,
 * and named option lists, data handed to the renderer as `remoteOption`. A form names them by
 * `remoteFunc` and `remoteOption`.
 */
export const FORM_SOURCE_KINDS = Object.freeze(['FUNC', 'OPTION'] as const);
export const FormSourceKind = Type.Enum([...FORM_SOURCE_KINDS]);
export type FormSourceKind = Static<typeof FormSourceKind>;

/** The longest script of a remote function. */
export const MAX_REMOTE_FUNC_LENGTH = 20_000;
/** Most options of a named option list. */
export const MAX_LIST_OPTIONS = 1000;

/** How forms name a remote function or an option list: a JavaScript identifier. */
export const FormSourceName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$',
  description: 'Letters, digits, _ and $, not starting with a digit (as `func_1700000000000`).',
});

/** One option of a named list; forms map `value` and `label` through `props` as FormMaking does. */
export const ListOption = Type.Object(
  {
    value: Type.String({ maxLength: 200 }),
    label: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ListOption = Static<typeof ListOption>;

/**
 * A remote function (FUNC: `script`, the body of a function of `resolve` and `context` whose
 * return value, or what it passes to `resolve`, is the options) or a named option list
 * (OPTION: `options`).
 */
export const FormSource = Type.Object({
  id: Id,
  appId: Id,
  kind: FormSourceKind,
  name: Type.String(),
  label: Type.String(),
  script: Type.Optional(Type.String()),
  options: Type.Optional(Type.Array(ListOption)),
  ...AuditFields,
});
export type FormSource = Static<typeof FormSource>;

export const FORM_SOURCE_SORT_COLUMNS = ['name', 'createdAt', 'updatedAt'] as const;

export const FormSourcePageQuery = PageQuery(FORM_SOURCE_SORT_COLUMNS, {
  appId: Id,
  kind: FormSourceKind,
  keyword: SearchText(100, 'Part of the name or the label.'),
});
export type FormSourcePageQuery = Static<typeof FormSourcePageQuery>;

const Script = Type.String({ maxLength: MAX_REMOTE_FUNC_LENGTH });
const Options = Type.Array(ListOption, { maxItems: MAX_LIST_OPTIONS });

export const FormSourceCreate = Type.Object({
  appId: Id,
  kind: FormSourceKind,
  name: FormSourceName,
  label: OptionalText(100),
  /** FUNC: the script. */
  script: Type.Optional(Script),
  /** OPTION: the options. */
  options: Type.Optional(Options),
});
export type FormSourceCreate = Static<typeof FormSourceCreate>;

/** A change; the application, the kind and the name stay. */
export const FormSourceUpdate = Type.Object({
  id: Id,
  label: OptionalText(100),
  script: Type.Optional(Script),
  options: Type.Optional(Options),
});
export type FormSourceUpdate = Static<typeof FormSourceUpdate>;

/** A remote function's script tried as edited, before it is saved. */
export const RemoteFuncTry = Type.Object({ appId: Id, script: Script });
export type RemoteFuncTry = Static<typeof RemoteFuncTry>;

/** A saved remote function run for a form being filled in. */
export const RemoteFuncCall = Type.Object({ appId: Id, name: FormSourceName });
export type RemoteFuncCall = Static<typeof RemoteFuncCall>;

/** What a remote function answered: the options (a list, or an object holding one). */
export const RemoteFuncAnswer = Type.Object({ options: Type.Unknown() });
export type RemoteFuncAnswer = Static<typeof RemoteFuncAnswer>;

export const FormScriptsQuery = Type.Object({ appId: Id });
export type FormScriptsQuery = Static<typeof FormScriptsQuery>;

/** A name forms may use, with the label the designer's pickers show beside it. */
export const NamedSource = Type.Object({ name: Type.String(), label: Type.String() });
export type NamedSource = Static<typeof NamedSource>;

/**
 * What a form of the application runs with: whether its scripts run (in the renderer's
 * sandbox; on unless switched off), the remote functions it may name, and the option lists by
 * name (the renderer's `remoteOption`).
 */
export const FormScriptsRuntime = Type.Object({
  appId: Id,
  sandboxScripts: Type.Boolean(),
  functions: Type.Array(NamedSource),
  optionLists: Type.Array(
    Type.Object({ name: Type.String(), label: Type.String(), options: Type.Array(ListOption) }),
  ),
});
export type FormScriptsRuntime = Static<typeof FormScriptsRuntime>;

/** The application's setting: false keeps every form's scripts from running. */
export const FormScriptsSetting = Type.Object({ appId: Id, sandboxScripts: Type.Boolean() });
export type FormScriptsSetting = Static<typeof FormScriptsSetting>;
