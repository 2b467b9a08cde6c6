import { defineRoute } from '../route';
import { FORM_PERMISSIONS, FORM_SERVICE_BASE } from '../schemas/forms';
import { StatisticPreviewBody, StatisticResult, StatisticRunBody } from '../schemas/statistics';

const base = `${FORM_SERVICE_BASE}/statistic/v1`;
const tag = 'statistics';

/** Statistics computed by the server (the statistics themselves are saved as artefacts). */
export const statisticRoutes = {
  run: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/run`,
    tag,
    summary:
      'Computes a saved statistic: its view’s rows filtered, grouped and aggregated in one query, under the view’s time limit',
    access: { permission: FORM_PERMISSIONS.view },
    body: StatisticRunBody,
    data: StatisticResult,
    reads: true,
  }),
  preview: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/preview`,
    tag,
    summary: 'Computes a statistic as edited; a content that would not save answers 40022',
    access: { permission: FORM_PERMISSIONS.edit },
    body: StatisticPreviewBody,
    data: StatisticResult,
    reads: true,
  }),
};
