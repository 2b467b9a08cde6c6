import { defineRoute } from '../route';
import {
  DashboardChartBody,
  DashboardChoices,
  DashboardChoicesBody,
  DashboardColumns,
  DashboardColumnsBody,
} from '../schemas/dashboards';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import { DashboardChartResult } from '../schemas/statistics';

const base = `${FORM_SERVICE_BASE}/dashboard/v1`;
const tag = 'dashboards';

/** What a dashboard of statistics asks (the dashboards themselves are saved as artefacts). */
export const statisticDashboardRoutes = {
  chart: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/chart`,
    tag,
    summary:
      'Computes one chart of a dashboard: a saved statistic with the shared date range and choice its view has a column for',
    access: { permission: FORM_PERMISSIONS.view },
    body: DashboardChartBody,
    data: DashboardChartResult,
    reads: true,
  }),
  columns: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/columns`,
    tag,
    summary: 'The columns of the statistics’ data views, to choose what a shared filter is over',
    access: { permission: FORM_PERMISSIONS.view },
    body: DashboardColumnsBody,
    data: DashboardColumns,
    reads: true,
  }),
  choices: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/choices`,
    tag,
    summary: 'The values of a column in the statistics’ data views, for a shared choice',
    access: { permission: FORM_PERMISSIONS.view },
    body: DashboardChoicesBody,
    data: DashboardChoices,
    reads: true,
  }),
};
