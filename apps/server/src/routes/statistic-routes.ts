import { API, type StatisticContent } from '@org/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { addRoute } from '../http/route';
import { languageOf } from '../i18n/language';
import { render } from '../i18n/text';
import { checkedContent, liveContent } from '../services/artefact-content';
import { computeStatistic } from '../services/statistics';

const S = API.statistics;

/** Statistics computed by the server: a saved one, or one as edited. */
export function registerStatisticRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, S.run, async (request) => {
    const { appId, id, filters = [] } = request.body;
    const content = await liveContent(db, appId, 'STATISTIC', id);
    const language = languageOf(request.headers['accept-language']);
    return computeStatistic(ctx, content, filters, (message) => render(message, language));
  });

  addRoute(app, S.preview, async (request) => {
    const { appId, filters = [] } = request.body;
    // checked as a save would check it: numbers of what could not be saved mean nothing
    const content = (await checkedContent(
      db,
      { appId, kind: 'STATISTIC' },
      request.body.content,
    )) as unknown as StatisticContent;
    const language = languageOf(request.headers['accept-language']);
    return computeStatistic(ctx, content, filters, (message) => render(message, language));
  });
}
