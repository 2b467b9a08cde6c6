import { Type, type Static } from 'typebox';
import type { FormDefinition } from '@org/form-schema';
import { AuditFields, Code, DateTime, Id, OptionalText, Status, Text } from '../common';
import { FieldError } from '../envelope';
import { CodeSearch, LOOKUP_MAX_PAGE_SIZE, NameSearch, PageFields, PageQuery } from '../paging';
import { PERMISSIONS } from '../permissions';

/**
 * Base path of the form service (applications as the designers see them, form definitions
 * and submissions). The routes use the `root` service with this prefix in their paths.
 */
export const FORM_SERVICE_BASE = '/form-service';

/**
 * Resource codes of the forms and data-view routes. The management catalogue has no screen of
 * its own for them, so designing forms and views is guarded by the application
 * configuration codes (forms and views belong to an application).
 */
export const FORM_PERMISSIONS = Object.freeze({
  view: PERMISSIONS.appConfig.view,
  add: PERMISSIONS.appConfig.add,
  edit: PERMISSIONS.appConfig.edit,
  remove: PERMISSIONS.appConfig.remove,
});

/** Largest stored form definition, in bytes of JSON. */
export const MAX_DEFINITION_BYTES = 1024 * 1024;

/** An application as the designers and the application centre list it. */
export const AppSummary = Type.Object({
  id: Id,
  appCode: Type.String(),
  appName: Type.String(),
  icon: Type.String(),
  description: Type.String(),
  homePath: Type.String(),
  sort: Type.Integer(),
  status: Status,
  formCount: Type.Integer({ minimum: 0, description: 'Form definitions of the application.' }),
  ...AuditFields,
});
export type AppSummary = Static<typeof AppSummary>;

export const APP_SORT_COLUMNS = ['sort', 'appCode', 'appName', 'createdAt'] as const;

export const AppPageQuery = PageQuery(
  APP_SORT_COLUMNS,
  {
    appCode: CodeSearch,
    appName: NameSearch,
    status: Type.Optional(Status),
  },
  LOOKUP_MAX_PAGE_SIZE,
);
export type AppPageQuery = Static<typeof AppPageQuery>;

export const AppQuery = Type.Object({
  id: Type.Optional(Id),
  appCode: Type.Optional(Code(64)),
});
export type AppQuery = Static<typeof AppQuery>;

/**
 * A form definition as sent: a native definition or a FormMaking export, as an object or as
 * JSON text. The server reads it with `importDefinition` of `@org/form-schema`.
 */
export const DefinitionInput = Type.Unsafe<FormDefinition | Record<string, unknown> | string>({
  type: ['object', 'string'],
  maxLength: MAX_DEFINITION_BYTES,
  description:
    'The form definition `{ list, config }` (or a FormMaking export, or either as JSON text).',
});

/** A stored form definition (the native format of `@org/form-schema`). */
export const DefinitionJson = Type.Unsafe<FormDefinition>({
  type: 'object',
  additionalProperties: true,
  description: 'The form definition `{ schemaVersion, list, config }`.',
});

/** A form without its definition, as lists answer it. */
export const FormSummary = Type.Object({
  id: Id,
  appId: Id,
  appCode: Type.String(),
  formCode: Type.String(),
  formName: Type.String(),
  description: Type.String(),
  version: Type.Integer({ minimum: 1, description: 'The latest saved version.' }),
  publishedVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'The version people fill in, or null while none is published.',
  }),
  publishedAt: Type.Union([DateTime, Type.Null()]),
  status: Status,
  ...AuditFields,
});
export type FormSummary = Static<typeof FormSummary>;

/** A form with the definition of its latest version. */
export const FormRecord = Type.Object({ ...FormSummary.properties, definition: DefinitionJson });
export type FormRecord = Static<typeof FormRecord>;

/** What a save answers: the form, and the warnings of the definition (duplicate models, …). */
export const FormSaved = Type.Object({
  ...FormRecord.properties,
  warnings: Type.Array(FieldError),
});
export type FormSaved = Static<typeof FormSaved>;

export const FORM_SORT_COLUMNS = [
  'formCode',
  'formName',
  'version',
  'createdAt',
  'updatedAt',
] as const;

export const FormPageQuery = PageQuery(
  FORM_SORT_COLUMNS,
  {
    appId: Type.Optional(Id),
    appCode: Type.Optional(Type.String({ maxLength: 64, description: 'Exact application code.' })),
    formCode: CodeSearch,
    formName: NameSearch,
    status: Type.Optional(Status),
  },
  LOOKUP_MAX_PAGE_SIZE,
);
export type FormPageQuery = Static<typeof FormPageQuery>;

export const FormQuery = Type.Object({
  id: Type.Optional(Id),
  appCode: Type.Optional(Code(64)),
  formCode: Type.Optional(Code(64)),
  published: Type.Optional(
    Type.Boolean({
      description:
        "Answer the published version's definition (`version` then names it) instead of the " +
        'latest; a form with none published answers 40004.',
    }),
  ),
});
export type FormQuery = Static<typeof FormQuery>;

export const FormCreate = Type.Object({
  appId: Type.Optional(Id),
  appCode: Type.Optional(Code(64)),
  formCode: Code(64),
  formName: Text(100),
  description: OptionalText(500),
  status: Type.Optional(Status),
  definition: DefinitionInput,
  comment: OptionalText(500),
});
export type FormCreate = Static<typeof FormCreate>;

export const FormVersionNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const FormUpdate = Type.Object({
  id: Id,
  version: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    description: 'The version the change was made on; an older one is refused (40009).',
  }),
  formName: Type.Optional(Text(100)),
  description: OptionalText(500),
  status: Type.Optional(Status),
  definition: Type.Optional(DefinitionInput),
  comment: OptionalText(500),
});
export type FormUpdate = Static<typeof FormUpdate>;

/** A saved version of a form definition, without the definition. */
export const FormVersion = Type.Object({
  id: Id,
  formId: Id,
  version: Type.Integer({ minimum: 1 }),
  comment: Type.String(),
  createdBy: Type.Union([Id, Type.Null()]),
  createdAt: DateTime,
});
export type FormVersion = Static<typeof FormVersion>;

export const FormVersionDetail = Type.Object({
  ...FormVersion.properties,
  definition: DefinitionJson,
});
export type FormVersionDetail = Static<typeof FormVersionDetail>;

export const FormVersionPageQuery = Type.Object({
  ...PageFields(),
  formId: Id,
  sortOrder: Type.Optional(
    Type.Enum(['asc', 'desc'], { description: 'By version; newest first by default.' }),
  ),
});
export type FormVersionPageQuery = Static<typeof FormVersionPageQuery>;

export const FormVersionQuery = Type.Object({ formId: Id, version: FormVersionNumber });

/** Publish a saved version (the one people fill in from then on), or unpublish with null. */
export const FormPublish = Type.Object({
  id: Id,
  version: Type.Union([FormVersionNumber, Type.Null()], {
    description: 'A saved version of the form, or null to withdraw the published one.',
  }),
});
export type FormPublish = Static<typeof FormPublish>;
export type FormVersionQuery = Static<typeof FormVersionQuery>;
