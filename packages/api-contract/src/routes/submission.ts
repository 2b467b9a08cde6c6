import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_SERVICE_BASE, FormSummary } from '../schemas/forms';
import {
  FillableFormQuery,
  SUBMISSION_BODY_LIMIT,
  Submission,
  SubmissionCreate,
  SubmissionPageQuery,
  SubmissionQuery,
  SubmissionUpdate,
} from '../schemas/submission';

const base = `${FORM_SERVICE_BASE}/submission/v1`;
const tag = 'form submissions';

/**
 * `GET` with query `formId`: a form's submissions as a CSV file (not an envelope, so it is
 * not in the route table). Needs the forms' view code, sent as `X-Token`.
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
      'submitter answers 40003).',
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
