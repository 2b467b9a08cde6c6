import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import {
  TemplateCreate,
  TemplatePageQuery,
  TemplateQuery,
  TemplateRecord,
  TemplateSaved,
  TemplateSummary,
  TemplateUpdate,
} from '../schemas/templates';

const P = FORM_PERMISSIONS;
const base = `${FORM_SERVICE_BASE}/template/v1`;
const tag = 'forms';
/** Room for a definition of `MAX_DEFINITION_BYTES` sent as JSON text inside the body. */
const DEFINITION_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Form templates: definitions kept to start new forms from, an application's own or shared
 * by all. Guarded by the forms' codes; definitions are read and normalised as forms' are.
 */
export const templateRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/page`,
    tag,
    summary: 'A page of form templates (without their definitions), newest first by default',
    access: { permission: P.view },
    body: TemplatePageQuery,
    data: PageOf(TemplateSummary),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/template`,
    tag,
    summary: 'A form template with its definition',
    access: { permission: P.view },
    querystring: TemplateQuery,
    data: TemplateRecord,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/template`,
    tag,
    summary: 'Create a template from a definition, or from a saved version of a form',
    description:
      'Give `definition` (read with `importDefinition` like a form’s, problems answer 40022 ' +
      'with their paths) or `sourceFormId` with an optional `sourceVersion` (default: the ' +
      'latest), whose definition is copied.',
    access: { permission: P.add },
    body: TemplateCreate,
    bodyLimit: DEFINITION_BODY_LIMIT,
    data: TemplateSaved,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/template`,
    tag,
    summary: "Change a template's name, description, category or definition",
    access: { permission: P.edit },
    body: TemplateUpdate,
    bodyLimit: DEFINITION_BODY_LIMIT,
    data: TemplateSaved,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'root',
    path: `${base}/template`,
    tag,
    summary: 'Delete templates (soft delete; forms made from them keep their definitions)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
};
