import type { Notice } from '@org/api-contract';
import { type MessageKey, render } from '../../i18n/text';
import type { Language } from '../../i18n/language';
import { notices } from '../../db/schema/index';
import type { Queryable } from '../../db/types';

export type NoticeKind = Notice['kind'];
type NoticeRow = typeof notices.$inferSelect;

/** What a notice names: the flow's title, the node, who did it, how it ended. */
export type NoticeParams = Readonly<Record<string, string | number>>;

/** Leaves notices for users (one each, without repeats); worded when they are read. */
export async function notify(
  db: Queryable,
  userIds: readonly number[],
  kind: NoticeKind,
  params: NoticeParams,
  link: string,
  now: Date,
): Promise<void> {
  const once = [...new Set(userIds)];
  if (once.length === 0) return;
  await db
    .insert(notices)
    .values(once.map((userId) => ({ userId, kind, params: { ...params }, link, createdAt: now })));
}

/** A notice as the shell shows it, in `language`. */
export function toNotice(row: NoticeRow, language: Language): Notice {
  const values = Object.fromEntries(
    Object.entries(row.params).map(([key, value]) => [
      key,
      key === 'status' && typeof value === 'string'
        ? { key: `flow.status.${value}` as MessageKey }
        : value,
    ]),
  );
  const say = (part: 'title' | 'body') =>
    render({ key: `notice.${row.kind}.${part}` as MessageKey, values }, language);
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: say('title'),
    body: say('body'),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
