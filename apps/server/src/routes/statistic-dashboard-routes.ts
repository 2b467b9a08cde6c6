import { API } from '@org/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { render } from '../i18n/text';
import { liveArtefact } from '../services/artefact-content';
import {
  dashboardChart,
  dashboardChoices,
  dashboardColumns,
  statisticsOf,
} from '../services/dashboards';

const D = API.statisticDashboards;

/**
 * Dashboards of statistics: one chart computed with the shared filters its view can take, the
 * columns a shared filter may be over, the values a shared choice offers.
 */
export function registerStatisticDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, D.chart, async (request) => {
    const { appId, statisticId, date, choice } = request.body;
    const { name, content } = await liveArtefact(db, appId, 'STATISTIC', statisticId);
    const language = languageOf(request.headers['accept-language']);
    const chart = await dashboardChart(ctx, content, { date, choice }, (message) =>
      render(message, language),
    );
    return { ...chart, name, content };
  });

  addRoute(app, D.columns, async (request) => {
    const { appId, statisticIds } = request.body;
    const statistics = await statisticsOf(db, appId, statisticIds);
    return { list: await dashboardColumns(db, statistics.values()) };
  });

  addRoute(app, D.choices, async (request) => {
    const { appId, statisticIds, column } = request.body;
    const statistics = await statisticsOf(db, appId, statisticIds);
    const language = languageOf(request.headers['accept-language']);
    return dashboardChoices(ctx, statistics.values(), column, (message) =>
      render(message, language),
    );
  });
}
