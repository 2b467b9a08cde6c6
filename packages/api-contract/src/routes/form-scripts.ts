import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import {
  FormScriptsQuery,
  FormScriptsRuntime,
  FormScriptsSetting,
  FormSource,
  FormSourceCreate,
  FormSourcePageQuery,
  FormSourceUpdate,
  RemoteFuncAnswer,
  RemoteFuncCall,
  RemoteFuncTry,
} from '../schemas/form-scripts';

const P = FORM_PERMISSIONS;
const base = `${FORM_SERVICE_BASE}/form-scripts/v1`;
const tag = 'form scripts';
const SCRIPT_RULES =
  'A FUNC needs `script` (the body of a function of `resolve` and `context`), checked by ' +
  'compiling it in the sandbox: one that does not parse answers 40022 naming `body.script` ' +
  'with the line and column. An OPTION needs `options`.';

/**
 * An application's remote functions and named option lists for its forms' remote options, and
 * its setting that lets forms' scripts run (in the sandbox). Managed with the forms' codes;
 * what a form being filled in needs is open to every signed-in user, as filling in is.
 */
export const formScriptRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/page`,
    tag,
    summary: 'A page of the remote functions (FUNC) or option lists (OPTION) of an application',
    access: { permission: P.view },
    body: FormSourcePageQuery,
    data: PageOf(FormSource),
  }),
  create: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/source`,
    tag,
    summary: 'Add a remote function or an option list; the name is unique per application and kind',
    description: SCRIPT_RULES,
    access: { permission: P.add },
    body: FormSourceCreate,
    data: FormSource,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/source`,
    tag,
    summary: 'Change a remote function’s label or script, or an option list’s label or options',
    description: SCRIPT_RULES,
    access: { permission: P.edit },
    body: FormSourceUpdate,
    data: FormSource,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'root',
    path: `${base}/source`,
    tag,
    summary: 'Delete remote functions or option lists',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  tryScript: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/try`,
    tag,
    summary: 'Run a remote function’s script as edited, in the sandbox, and answer its options',
    description:
      'A script that does not parse, throws, passes its time or memory limit or answers no list ' +
      'is refused with 40022 naming `body.script` and the reason.',
    access: { permission: P.edit },
    body: RemoteFuncTry,
    data: RemoteFuncAnswer,
  }),
  call: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/call`,
    tag,
    summary: 'Run a saved remote function for a form being filled in, and answer its options',
    access: 'signedIn',
    body: RemoteFuncCall,
    data: RemoteFuncAnswer,
  }),
  runtime: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/runtime`,
    tag,
    summary:
      'What the application’s forms run with: the scripts setting, functions and option lists',
    access: 'signedIn',
    querystring: FormScriptsQuery,
    data: FormScriptsRuntime,
  }),
  setting: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/setting`,
    tag,
    summary: 'Let the application’s forms run their scripts (in the sandbox), or not',
    access: { permission: P.edit },
    body: FormScriptsSetting,
    data: FormScriptsSetting,
  }),
};
