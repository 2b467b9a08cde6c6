import { Type, type Static } from 'typebox';
import { AuditFields, DateTime, Id } from '../common';
import { NameSearch, PageFields, PageQuery } from '../paging';
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

export const SubmissionPageQuery = PageQuery(SUBMISSION_SORT_COLUMNS, {
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Newest first by default.' })),
  formId: Type.Optional(Id),
  appId: Type.Optional(Id),
  submittedBy: Type.Optional(Id),
  submitStatus: Type.Optional(SubmitStatus),
  submittedFrom: Type.Optional(Type.String({ format: 'date-time', description: 'From (incl.).' })),
  submittedTo: Type.Optional(Type.String({ format: 'date-time', description: 'Before (excl.).' })),
});
export type SubmissionPageQuery = Static<typeof SubmissionPageQuery>;

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
