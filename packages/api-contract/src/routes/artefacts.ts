import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import {
  Artefact,
  ArtefactCreate,
  ArtefactIdQuery,
  ArtefactPageQuery,
  ArtefactStatusBody,
  ArtefactUpdate,
  HoldingsList,
} from '../schemas/artefacts';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';

const P = FORM_PERMISSIONS;
const base = `${FORM_SERVICE_BASE}/artefact/v1`;
const tag = 'application artefacts';
/** Room for a source file of `MAX_SOURCE_LENGTH` characters, several bytes each. */
const ARTEFACT_BODY_LIMIT = 1024 * 1024;
const CONTENT_RULES =
  '`content` is checked against the schema of `kind` (WORKFLOW, ORCHESTRATION, STATISTIC, ' +
  'TASK, SOURCE, RELEASE, PAGE) and its references (forms of the application, data views, ' +
  'roles, APIs, orchestrations); problems answer 40022 naming `body.content.<field>`. A RELEASE ' +
  'gets `content.forms` from the latest versions of the application’s forms when it is made.';

/**
 * Flows, service orchestrations, statistics, scheduled tasks, source files, releases and pages
 * of the applications. They belong to an application as forms do, and use the forms' codes.
 */
export const artefactRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/page`,
    tag,
    summary: 'A page of artefacts, by application (or across them), kind, code or name, status',
    access: { permission: P.view },
    body: ArtefactPageQuery,
    data: PageOf(Artefact),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/artefact`,
    tag,
    summary: 'One artefact with its content',
    access: { permission: P.view },
    querystring: ArtefactIdQuery,
    data: Artefact,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/artefact`,
    tag,
    summary: 'Create an artefact; artefactCode unique per application and kind',
    description: CONTENT_RULES,
    access: { permission: P.add },
    body: ArtefactCreate,
    bodyLimit: ARTEFACT_BODY_LIMIT,
    data: Artefact,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/artefact`,
    tag,
    summary: 'Change an artefact’s name, description, content or status',
    description: CONTENT_RULES,
    access: { permission: P.edit },
    body: ArtefactUpdate,
    bodyLimit: ARTEFACT_BODY_LIMIT,
    data: Artefact,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'root',
    path: `${base}/artefact`,
    tag,
    summary: 'Delete artefacts (soft delete; the code becomes free again)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/status`,
    tag,
    summary: 'Enable (1) or disable (0) an artefact',
    access: { permission: P.edit },
    body: ArtefactStatusBody,
    data: Artefact,
  }),
  holdings: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/holdings`,
    tag,
    summary: 'Every application with the number of its forms, data views and artefacts by kind',
    access: { permission: P.view },
    data: HoldingsList,
  }),
};
