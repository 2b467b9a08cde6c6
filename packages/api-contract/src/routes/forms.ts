import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import {
  AppPageQuery,
  AppQuery,
  AppSummary,
  FORM_PERMISSIONS,
  FORM_SERVICE_BASE,
  FormCreate,
  FormPageQuery,
  FormPublish,
  FormQuery,
  FormRecord,
  FormSaved,
  FormSummary,
  FormUpdate,
  FormVersion,
  FormVersionDetail,
  FormVersionPageQuery,
  FormVersionQuery,
} from '../schemas/forms';

const P = FORM_PERMISSIONS;
const app = `${FORM_SERVICE_BASE}/app/v1`;
const form = `${FORM_SERVICE_BASE}/form/v1`;
const tag = 'forms';
/** Room for a definition of `MAX_DEFINITION_BYTES` sent as JSON text inside the body. */
const DEFINITION_BODY_LIMIT = 2 * 1024 * 1024;

/** Applications as the designers see them, and the form definitions of each. */
export const formRoutes = {
  appPage: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${app}/page`,
    tag,
    summary: 'A page of applications with the number of their forms',
    description:
      'Read-only: applications are created and changed on the app config screen ' +
      '(`/ibsp-bg-auth/sysAppConfig/v1/app`).',
    access: { permission: P.view },
    body: AppPageQuery,
    data: PageOf(AppSummary),
  }),
  appGet: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${app}/app`,
    tag,
    summary: 'One application, by id or appCode',
    access: { permission: P.view },
    querystring: AppQuery,
    data: AppSummary,
  }),
  page: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${form}/page`,
    tag,
    summary: 'A page of form definitions (without the definitions), filtered and sorted',
    access: { permission: P.view },
    body: FormPageQuery,
    data: PageOf(FormSummary),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${form}/form`,
    tag,
    summary: 'A form with its latest definition, by id or by appCode and formCode',
    description:
      'Any signed-in user may read an enabled form of an enabled application (to fill it ' +
      'in); disabled ones need the view code.',
    access: 'signedIn',
    querystring: FormQuery,
    data: FormRecord,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${form}/form`,
    tag,
    summary: 'Create a form (version 1); formCode unique within the application',
    description:
      'The definition is read with `importDefinition` (native or FormMaking JSON, object or ' +
      'text) and stored normalised; problems answer 40022 with their paths ' +
      '(`body.definition.list[3].options.max`).',
    access: { permission: P.add },
    body: FormCreate,
    bodyLimit: DEFINITION_BODY_LIMIT,
    data: FormSaved,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${form}/form`,
    tag,
    summary: 'Change a form; a new definition becomes the next version',
    description:
      '`version` must be the latest version (else 40009: someone saved in between). A ' +
      'definition is stored as version `version + 1`; every version is kept.',
    access: { permission: P.edit },
    body: FormUpdate,
    bodyLimit: DEFINITION_BODY_LIMIT,
    data: FormSaved,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'root',
    path: `${form}/form`,
    tag,
    summary: 'Delete forms (soft delete; versions and submissions are kept)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  versions: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${form}/versions`,
    tag,
    summary: 'The saved versions of a form, newest first',
    access: { permission: P.view },
    body: FormVersionPageQuery,
    data: PageOf(FormVersion),
  }),
  publish: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${form}/publish`,
    tag,
    summary: 'Publish a saved version of a form (what FormContainer fills in), or withdraw it',
    description:
      'The version must exist (40004 otherwise). Submissions are checked against the version ' +
      'they were filled in, so publishing another one leaves earlier submissions as they are.',
    access: { permission: P.edit },
    body: FormPublish,
    data: FormSummary,
  }),
  version: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${form}/version`,
    tag,
    summary: 'One saved version of a form, with its definition',
    access: { permission: P.view },
    querystring: FormVersionQuery,
    data: FormVersionDetail,
  }),
};
