import { Affected } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE, FormSummary } from '../schemas/forms';
import {
  FillableFormQuery,
  SUBMISSION_BODY_LIMIT,
  Submission,
  SubmissionCreate,
  SubmissionPageQuery,
  SubmissionQuery,
  SubmissionRemove,
  SubmissionUpdate,
} from '../schemas/submission';

const base = `${FORM_SERVICE_BASE}/submission/v1`;
const tag = 'form submissions';

/**
 * A form's submissions as a CSV file (not an envelope, so it is not in the route table): `GET`
 * with query `formId` writes all of them; `POST` with a `SubmissionExportBody` a selection
 * (`ids`) or those its filters find, with the fields it names. Needs the forms' view code,
 * sent as `X-Token`.
 */
export const SUBMISSION_EXPORT_PATH = `${base}/export`;

/**
 * Data filled in through forms. Every signed-in user may submit to an enabled form and read
 * their own submissions; reading other people's needs the forms' view code.
 */
export const submissionRoutes = {
  create: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/submission`,
    tag,
    summary: 'Store data filled in through a form',
    description:
      'SUBMITTED data (the default) is checked against the required and type rules of the ' +
      'form version it was filled in (`formVersion`, default the latest); failures answer ' +
      '40022 naming `body.data.<model>`. DRAFT data is stored unchecked.',
    access: 'signedIn',
    body: SubmissionCreate,
    bodyLimit: SUBMISSION_BODY_LIMIT,
    data: Submission,
  }),
  page: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/page`,
    tag,
    summary: 'A page of submissions, by form, application, submitter, status and date',
    description:
      'Without the view code only the caller’s own submissions are listed (naming another ' +
      'submitter answers 40003); with it, those of the people in the caller’s data scope. ' +
      '`fieldFilters` and `sortField` need `formId`; each names a field of the form’s latest ' +
      'version, and a filter takes the operation its field is filtered with (40022 naming ' +
      'the filter otherwise). Pages filtered or sorted by a field answer no `nextCursor`.',
    access: 'signedIn',
    body: SubmissionPageQuery,
    data: PageOf(Submission),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/submission`,
    tag,
    summary: 'One submission (one’s own, or any with the view code)',
    access: 'signedIn',
    querystring: SubmissionQuery,
    data: Submission,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'root',
    path: `${base}/submission`,
    tag,
    summary: 'Delete submissions of a form (soft delete)',
    description:
      'Every id must name a live submission (40004 naming those that do not) of the form ' +
      '`formId` (40022 naming those of another form), submitted by someone in the caller’s ' +
      'data scope (40003 naming who is not); otherwise nothing is deleted.',
    access: { permission: FORM_PERMISSIONS.remove },
    body: SubmissionRemove,
    data: Affected,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/submission`,
    tag,
    summary: 'Go on with one’s own draft: save it again or submit it',
    description:
      'Only the submitter’s own DRAFT changes (another’s answers 40004, a submitted one ' +
      '40009). Submitting checks the data as `create` does (40022 naming `body.data.<model>`).',
    access: 'signedIn',
    body: SubmissionUpdate,
    bodyLimit: SUBMISSION_BODY_LIMIT,
    data: Submission,
  }),
  fillable: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/forms`,
    tag,
    summary: 'The forms the caller can fill in: published, enabled, of enabled applications',
    description: 'By form name; ordered by application, then form name.',
    access: 'signedIn',
    body: FillableFormQuery,
    data: PageOf(FormSummary),
  }),
};
