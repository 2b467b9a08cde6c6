import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { queryRows } from '../src/db/rows';
import type { Db } from '../src/db/types';
import type { Language } from '../src/i18n/language';
import { seedDatabase } from '../src/seed/index';
import { testPasswords } from './template';

const HAN = /\p{Script=Han}/u;

/** Columns named like a text people read (a name, remark, description, comment or text)... */
const READ_AS_TEXT = /(name|remark|description|comment|text)$/;
/** ...except those that hold identifiers. */
const IDENTIFIERS = new Set(['column_name', 'route_name', 'gitlab_username', 'sql_text']);

interface Column {
  table: string;
  column: string;
}

async function textColumns(db: Db): Promise<Column[]> {
  return queryRows<Column>(
    db,
    sql`select table_name as "table", column_name as "column"
          from information_schema.columns
         where table_schema = 'public'
           and data_type in ('text', 'character varying', 'json', 'jsonb')
         order by table_name, column_name`,
  );
}

/** Every non-empty value of the column, as text (JSON as its text). */
async function valuesOf(db: Db, { table, column }: Column): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql.raw(
      `select "${column}"::text as value from "${table}" where "${column}" is not null and "${column}"::text <> ''`,
    ),
  );
  return rows.map((row) => row.value);
}

const seededIn = async (language: Language) => {
  const handle = await openPglite();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { passwords: testPasswords, clock: systemClock, language });
  return handle;
};

describe('seed data in the platform’s language', () => {
  let english: Awaited<ReturnType<typeof seededIn>>;
  let chinese: Awaited<ReturnType<typeof seededIn>>;
  beforeAll(async () => {
    [english, chinese] = await Promise.all([seededIn('en-US'), seededIn('zh-CN')]);
  });
  afterAll(async () => {
    await Promise.all([english?.close(), chinese?.close()]);
  });

  it('in English holds no Chinese text in any column of any table, form definitions included', async () => {
    const found: string[] = [];
    for (const column of await textColumns(english.db)) {
      for (const value of await valuesOf(english.db, column)) {
        if (HAN.test(value)) found.push(`${column.table}.${column.column}: ${value.slice(0, 80)}`);
      }
    }
    expect(found).toEqual([]);
    const [admin] = await queryRows<{ username: string }>(
      english.db,
      sql`select username from sys_user where account = 'admin'`,
    );
    expect(admin?.username).toBe('Super Admin');
  });

  it('in Chinese names, remarks, descriptions and comments every seeded row in Chinese', async () => {
    const columns = (await textColumns(chinese.db)).filter(
      ({ column }) => READ_AS_TEXT.test(column) && !IDENTIFIERS.has(column),
    );
    // the check reaches the tables people read: users, roles, dictionaries, forms, views…
    expect(columns.map(({ table, column }) => `${table}.${column}`)).toEqual(
      expect.arrayContaining([
        'sys_user.username',
        'sys_role.role_name',
        'sys_dict_item.item_text',
        'sys_param.remark',
        'form_definition.form_name',
        'dv_view_column.column_comment',
      ]),
    );
    const english: string[] = [];
    let read = 0;
    for (const column of columns) {
      for (const value of await valuesOf(chinese.db, column)) {
        read += 1;
        if (!HAN.test(value)) english.push(`${column.table}.${column.column}: ${value}`);
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(english).toEqual([]);
  });
});
