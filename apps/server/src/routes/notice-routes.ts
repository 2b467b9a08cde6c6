import { API } from '@org/api-contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { notices } from '../db/schema/index';
import { languageOf } from '../i18n/language';
import { addRoute } from '../http/route';
import { paginate } from '../lib/paging';
import { toNotice } from '../services/flows/notices';

const N = API.notices;

/** The signed-in user's in-app notices: a page of them (all or unread), and marking read. */
export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, N.page, async (request) => {
    const userId = sessionOf(request).userId;
    const language = languageOf(request.headers['accept-language']);
    const where = and(
      eq(notices.userId, userId),
      request.body.unread ? isNull(notices.readAt) : undefined,
    );
    return paginate(
      request.body,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(notices)
            .where(where)
            .orderBy(desc(notices.createdAt), desc(notices.id))
            .limit(limit)
            .offset(offset),
        total: async () => {
          const [row] = await db.select({ n: count() }).from(notices).where(where);
          return Number(row?.n ?? 0);
        },
      },
      (row) => toNotice(row, language),
    );
  });

  addRoute(app, N.read, async (request) => {
    const userId = sessionOf(request).userId;
    const { ids, all } = request.body;
    if (!all && (!ids || ids.length === 0)) return { affected: 0 };
    const rows = await db
      .update(notices)
      .set({ readAt: ctx.clock.now() })
      .where(
        and(
          eq(notices.userId, userId),
          isNull(notices.readAt),
          all ? undefined : inArray(notices.id, ids ?? []),
        ),
      )
      .returning({ id: notices.id });
    return { affected: rows.length };
  });
}
