import { Type, type Static } from 'typebox';
import { AuditFields, Id, OptionalText, Text } from '../common';
import { FieldError } from '../envelope';
import { NameSearch, PageQuery, SearchText } from '../paging';
import { NewestFirst } from './files';
import { DefinitionInput, DefinitionJson, FormVersionNumber } from './forms';

export const TEMPLATE_SORT_COLUMNS = ['createdAt', 'updatedAt', 'templateName'] as const;

/** A page of the templates an application may use: its own and the shared ones. */
export const TemplatePageQuery = PageQuery(TEMPLATE_SORT_COLUMNS, {
  /** The application's own templates and the shared ones; without it, every template. */
  appId: Type.Optional(Id),
  sortOrder: NewestFirst,
  templateName: NameSearch,
  category: SearchText(64, 'Part of the category.'),
});
export type TemplatePageQuery = Static<typeof TemplatePageQuery>;

/** A template without its definition, as lists answer it. */
export const TemplateSummary = Type.Object({
  id: Id,
  appId: Type.Union([Id, Type.Null()], {
    description: 'The application it belongs to; null: every application may use it.',
  }),
  templateName: Type.String(),
  description: Type.String(),
  category: Type.String(),
  widgetCount: Type.Integer({
    minimum: 0,
    description: 'Widgets of the definition, nested ones included.',
  }),
  sourceFormId: Type.Union([Id, Type.Null()]),
  sourceFormName: Type.Union([Type.String(), Type.Null()], {
    description: 'The name of the form it was saved from, if any.',
  }),
  ...AuditFields,
});
export type TemplateSummary = Static<typeof TemplateSummary>;

/** A template with its definition. */
export const TemplateRecord = Type.Object({
  ...TemplateSummary.properties,
  definition: DefinitionJson,
});
export type TemplateRecord = Static<typeof TemplateRecord>;

/** What a save answers: the template and the warnings of its definition. */
export const TemplateSaved = Type.Object({
  ...TemplateRecord.properties,
  warnings: Type.Array(FieldError),
});
export type TemplateSaved = Static<typeof TemplateSaved>;

export const TemplateQuery = Type.Object({ id: Id });
export type TemplateQuery = Static<typeof TemplateQuery>;

/**
 * A new template: from a definition, or from a saved version of a form (`sourceFormId`, and
 * `sourceVersion`, by default the latest). Give one of the two.
 */
export const TemplateCreate = Type.Object({
  appId: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'The application it belongs to; absent or null: shared by every application.',
    }),
  ),
  templateName: Text(100),
  description: OptionalText(500),
  category: OptionalText(64),
  definition: Type.Optional(DefinitionInput),
  sourceFormId: Type.Optional(Id),
  sourceVersion: Type.Optional(FormVersionNumber),
});
export type TemplateCreate = Static<typeof TemplateCreate>;

export const TemplateUpdate = Type.Object({
  id: Id,
  templateName: Type.Optional(Text(100)),
  description: OptionalText(500),
  category: OptionalText(64),
  definition: Type.Optional(DefinitionInput),
});
export type TemplateUpdate = Static<typeof TemplateUpdate>;
