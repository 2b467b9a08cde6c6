import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import {
  TaskRun,
  TaskRunBody,
  TaskRunPageQuery,
  TaskSchedule,
  TaskScheduleQuery,
} from '../schemas/tasks';

const P = FORM_PERMISSIONS;
const base = `${FORM_SERVICE_BASE}/task/v1`;
const tag = 'scheduled tasks';

/**
 * Scheduled tasks (TASK artefacts) at work: when an expression runs, running one now, and the
 * history of its runs. The tasks themselves are saved as artefacts.
 */
export const taskRoutes = {
  schedule: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/schedule`,
    tag,
    summary:
      'The next five times a cron expression names in a time zone; an invalid one answers 40022 naming the field',
    access: { permission: P.view },
    querystring: TaskScheduleQuery,
    data: TaskSchedule,
  }),
  runNow: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/run`,
    tag,
    summary: 'Runs a task now (paused ones too); answers the run as it started',
    access: { permission: P.edit },
    body: TaskRunBody,
    data: TaskRun,
  }),
  runs: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/runs`,
    tag,
    summary: 'A task’s runs, newest first',
    access: { permission: P.view },
    body: TaskRunPageQuery,
    data: PageOf(TaskRun),
  }),
};
