import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows';
import type { Db } from '../src/db/types';

/**
 * Bulk rows for the scale benchmark and the query-plan tests, written by SQL in batches (never
 * through the API): users `scale-user-N` and submissions spread over the seeded live forms,
 * about 200 bytes of data each, created one second apart in groups of seven (so sorts meet
 * ties that only the id breaks). Calls add to what is there, numbering on from `from`.
 */
export interface ScaleRows {
  users: number;
  submissions: number;
}

const BATCH = 50_000;
/** The instant the newest generated row was created; older rows step back from it. */
const NEWEST = '2026-01-01T00:00:00Z';

/** Inserts `count` users numbered from `from + 1`. */
export async function seedUsers(db: Db, count: number, from = 0): Promise<void> {
  for (let start = from + 1; start <= from + count; start += BATCH) {
    const end = Math.min(from + count, start + BATCH - 1);
    await db.execute(sql`
      insert into sys_user (account, username, password_hash, mobile, email, employee_no, sort,
                            last_login_at, created_at, updated_at)
      select 'scale-user-' || g,
             'Person ' || to_char(g, 'FM0000000') || ' ' || substr(md5(g::text), 1, 6),
             'not-a-password-hash',
             '139' || to_char(g, 'FM00000000'),
             'scale' || g || '@example.com',
             'E' || to_char(g, 'FM0000000'),
             g % 100,
             case when g % 3 = 0 then null
                  else ${NEWEST}::timestamptz - (g % 5000) * interval '1 minute' end,
             ${NEWEST}::timestamptz - g * interval '1 second',
             ${NEWEST}::timestamptz - g * interval '1 second'
        from generate_series(${start}::int, ${end}::int) g`);
  }
}

/** Inserts `count` submissions numbered from `from + 1`, spread over the live forms. */
export async function seedSubmissions(db: Db, count: number, from = 0): Promise<void> {
  const forms = await queryRows<{ id: number; app_id: number; version: number }>(
    db,
    sql`select id::int as id, app_id::int as app_id, version from form_definition
         where deleted_at is null order by id limit 3`,
  );
  if (forms.length === 0) throw new Error('No live form to add submissions to.');
  const [found] = await queryRows<{ ids: number[] }>(
    db,
    sql`select array_agg(id::int order by id) as ids
          from (select id from sys_user where deleted_at is null order by id limit 500) u`,
  );
  const submitters = found?.ids ?? [];
  if (submitters.length === 0) throw new Error('No user to attribute submissions to.');
  // Arrays travel as one text parameter each (`{1,2,3}`), cast in SQL.
  const list = (values: number[]) => `{${values.join(',')}}`;
  const formIds = list(forms.map((form) => form.id));
  const appIds = list(forms.map((form) => form.app_id));
  const versions = list(forms.map((form) => form.version));
  const people = list(submitters);
  const n = forms.length;
  for (let start = from + 1; start <= from + count; start += BATCH) {
    const end = Math.min(from + count, start + BATCH - 1);
    await db.execute(sql`
      insert into form_submission (form_id, form_version, app_id, data, submit_status,
                                   submitted_by, submitted_at, created_by, created_at, updated_at)
      select (${formIds}::bigint[])[1 + g % ${n}],
             (${versions}::int[])[1 + g % ${n}],
             (${appIds}::bigint[])[1 + g % ${n}],
             jsonb_build_object(
               'applicant', 'Person ' || g,
               'leaveType', (array['annual', 'sick', 'personal'])[1 + g % 3],
               'startDate', to_char(date '2025-01-01' + g % 365, 'YYYY-MM-DD'),
               'endDate', to_char(date '2025-01-03' + g % 365, 'YYYY-MM-DD'),
               'days', 1 + g % 9,
               'reason', 'Generated row ' || g || ' ' || repeat('.', 60)),
             case when g % 10 = 0 then 'DRAFT' else 'SUBMITTED' end,
             (${people}::bigint[])[1 + g % ${submitters.length}],
             case when g % 10 = 0 then null
                  else ${NEWEST}::timestamptz - (g / 7) * interval '1 second' end,
             (${people}::bigint[])[1 + g % ${submitters.length}],
             ${NEWEST}::timestamptz - (g / 7) * interval '1 second',
             ${NEWEST}::timestamptz - (g / 7) * interval '1 second'
        from generate_series(${start}::int, ${end}::int) g`);
  }
}

/**
 * Inserts `count` stored-file records numbered from `from + 1` (no bytes): nine in ten for
 * `appId`, the rest for `otherAppId`, owned by the first users, with keys that end in a file
 * name (`u/<owner>/<kind>-<n>-<hex>.<ext>`), sizes spread over 10 MB, updated one second apart.
 */
export async function seedFiles(
  db: Db,
  count: number,
  apps: { appId: number; otherAppId: number | null },
  from = 0,
): Promise<void> {
  const [found] = await queryRows<{ ids: number[] }>(
    db,
    sql`select array_agg(id::int order by id) as ids
          from (select id from sys_user where deleted_at is null order by id limit 50) u`,
  );
  const owners = `{${(found?.ids ?? []).join(',')}}`;
  const size = found?.ids.length ?? 0;
  if (size === 0) throw new Error('No user to own the files.');
  const other = apps.otherAppId ?? apps.appId;
  for (let start = from + 1; start <= from + count; start += BATCH) {
    const end = Math.min(from + count, start + BATCH - 1);
    await db.execute(sql`
      insert into sys_stored_file (file_key, owner_id, app_id, visibility, fsize, hash,
                                   created_at, updated_at)
      select 'u/' || o.owner || '/' || (array['report', 'photo', 'invoice', 'scan'])[1 + g % 4]
               || '-' || g || '-' || substr(md5(g::text), 1, 6) || '.'
               || (array['pdf', 'jpg', 'xlsx', 'png', 'docx'])[1 + g % 5],
             o.owner,
             case when g % 10 = 0 then ${other}::bigint else ${apps.appId}::bigint end,
             case when g % 7 = 0 then 'PRIVATE' else 'PUBLIC' end,
             (g * 7919) % 10000000,
             md5(g::text),
             ${NEWEST}::timestamptz - g * interval '1 second',
             ${NEWEST}::timestamptz - g * interval '1 second'
        from generate_series(${start}::int, ${end}::int) g,
             lateral (select (${owners}::bigint[])[1 + g % ${size}] as owner) o`);
  }
}

/** Brings the planner's statistics and the visibility map up to date (index-only scans). */
export async function settle(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze form_submission`);
  await db.execute(sql`vacuum analyze sys_user`);
  await db.execute(sql`vacuum analyze sys_stored_file`);
}
