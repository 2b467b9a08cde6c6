import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_SERVICE_BASE } from '../schemas/forms';
import {
  SUBMISSION_BODY_LIMIT,
  Submission,
  SubmissionCreate,
  SubmissionPageQuery,
  SubmissionQuery,
} from '../schemas/submission';

const base = `${FORM_SERVICE_BASE}/submission/v1`;
const tag = 'form submissions';

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
};
