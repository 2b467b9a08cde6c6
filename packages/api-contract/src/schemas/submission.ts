import { Type, type Static } from 'typebox';
import { AuditFields, DateTime, Id, IdsBody } from '../common';
import { NameSearch, PageFields, PageQuery } from '../paging';
import { DateOnly } from './calendar';
import { FormVersionNumber } from './forms';

/** DRAFT: kept, not checked against the rules; SUBMITTED: checked and final. */
export const SUBMIT_STATUSES = Object.freeze(['DRAFT', 'SUBMITTED'] as const);
export const SubmitStatus = Type.Enum([...SUBMIT_STATUSES]);
export type SubmitStatus = Static<typeof SubmitStatus>;

/** Largest body of a submission, in bytes. */
export const SUBMISSION_BODY_LIMIT = 512 * 1024;

/** The data of a submission: the form model, one entry per field model. */
export const SubmissionData = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
  maxProperties: 1000,
  description: 'The form data: `{ model: value }`; sub-tables as lists of rows.',
});

/** Data submitted through a form. */
export const Submission = Type.Object({
  id: Id,
  formId: Id,
  formCode: Type.String(),
  formName: Type.String(),
  formVersion: Type.Integer({ minimum: 1, description: 'The version the data was filled in.' }),
  appId: Id,
  data: SubmissionData,
  submitStatus: SubmitStatus,
  submittedBy: Type.Union([Id, Type.Null()]),
  submitterName: Type.String({ description: 'Display name of the submitter ("" if unknown).' }),
  submittedAt: Type.Union([DateTime, Type.Null()]),
  ...AuditFields,
});
export type Submission = Static<typeof Submission>;

export const SubmissionCreate = Type.Object({
  formId: Id,
  formVersion: Type.Optional(FormVersionNumber),
  submitStatus: Type.Optional(SubmitStatus),
  data: SubmissionData,
});
export type SubmissionCreate = Static<typeof SubmissionCreate>;

export const SUBMISSION_SORT_COLUMNS = ['createdAt', 'submittedAt', 'formVersion'] as const;

/**
 * The operations of field filters: `contains` (text fields, part of the text, any case),
 * `between` (number fields, and date fields that hold timestamps: `min`/`max` included),
 * `dateBetween` (date fields: days `from`/`to` included), `equals` (choices and switches; a
 * list value matches when it holds the value). Each field takes one of them.
 */
export const SUBMISSION_FIELD_OPS = ['contains', 'between', 'dateBetween', 'equals'] as const;

/** Most field filters one request may carry. */
export const MAX_FIELD_FILTERS = 10;

/** A filter on one field of the submitted data, by its model; the form says which op fits. */
export const SubmissionFieldFilter = Type.Object({
  model: Type.String({ minLength: 1, maxLength: 200, description: 'The field’s model.' }),
  op: Type.Enum([...SUBMISSION_FIELD_OPS]),
  value: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()], {
      description: '`contains`: the text to look for; `equals`: the value.',
    }),
  ),
  min: Type.Optional(Type.Number({ description: '`between`: from (incl.).' })),
  max: Type.Optional(Type.Number({ description: '`between`: to (incl.).' })),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});
export type SubmissionFieldFilter = Static<typeof SubmissionFieldFilter>;

/** Which submissions of a list or an export: by form, submitter, status, date and fields. */
const SubmissionFilterFields = {
  submittedBy: Type.Optional(Id),
  submitStatus: Type.Optional(SubmitStatus),
  submittedFrom: Type.Optional(Type.String({ format: 'date-time', description: 'From (incl.).' })),
  submittedTo: Type.Optional(Type.String({ format: 'date-time', description: 'Before (excl.).' })),
  fieldFilters: Type.Optional(
    Type.Array(SubmissionFieldFilter, {
      maxItems: MAX_FIELD_FILTERS,
      description: 'Filters on the data, all of which must match (needs `formId`).',
    }),
  ),
};

export const SubmissionPageQuery = PageQuery(SUBMISSION_SORT_COLUMNS, {
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Newest first by default.' })),
  formId: Type.Optional(Id),
  appId: Type.Optional(Id),
  ...SubmissionFilterFields,
  sortField: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Sorts by this field’s values instead of `sortBy` (needs `formId`; empty values last).',
    }),
  ),
});
export type SubmissionPageQuery = Static<typeof SubmissionPageQuery>;

/**
 * What the CSV export of a form's submissions writes: the submissions `ids` (a selection), or
 * those the filters find; the data `columns` named (models, in that order), or every field.
 */
export const SubmissionExportBody = Type.Object({
  formId: Id,
  ids: Type.Optional(IdsBody.properties.ids),
  columns: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      maxItems: 1000,
      uniqueItems: true,
      description: 'The fields to write, by model, in this order; every field when absent.',
    }),
  ),
  ...SubmissionFilterFields,
});
export type SubmissionExportBody = Static<typeof SubmissionExportBody>;

/** Submissions of one form to delete. */
export const SubmissionRemove = Type.Object({ formId: Id, ids: IdsBody.properties.ids });
export type SubmissionRemove = Static<typeof SubmissionRemove>;

export const SubmissionQuery = Type.Object({ id: Id });
export type SubmissionQuery = Static<typeof SubmissionQuery>;

/**
 * Goes on with one's own draft: new data, kept as a draft or submitted (then checked against
 * the rules of `formVersion`, default the draft's version). A submitted one cannot change.
 */
export const SubmissionUpdate = Type.Object({
  id: Id,
  formVersion: Type.Optional(FormVersionNumber),
  submitStatus: Type.Optional(SubmitStatus),
  data: SubmissionData,
});
export type SubmissionUpdate = Static<typeof SubmissionUpdate>;

/** The forms the caller can fill in, by part of their name, optionally of one application. */
export const FillableFormQuery = Type.Object({
  ...PageFields(),
  formName: NameSearch,
  appId: Type.Optional(Id),
});
export type FillableFormQuery = Static<typeof FillableFormQuery>;
