/**
 * What data views may read, enforced by the database. Views run as the role
 * `platform_view_reader` (migration 0003): it has SELECT on the business tables, SELECT on
 * the other columns of tables with a secret column, and nothing on tables that hold secrets.
 * So a whole-row reference (`t`, `t.*`, `row_to_json(t)`, `t::text`), which reads every
 * column without naming one, is refused on those tables whatever the SQL check let through.
 *
 * The lists below say the same as the migrations' grants, for the messages and for the test
 * that compares them with the database: a new table is readable by no view until a migration
 * grants it, and that test fails until the table is listed here or granted.
 */

import { type Text, text } from '../i18n/text';

/** The role every view runs as (`SET LOCAL ROLE` in the runner's transaction). */
export const VIEW_READER_ROLE = 'platform_view_reader';

/**
 * Tables no view may read at all: sessions, the sign-in log and guard, the operation log,
 * keys and tokens, the gateway's nonces and minute counts, the owners of stored files with the blocks being uploaded, people's
 * in-app notices, and the releases' snapshots (whole applications, orchestrations' headers
 * included).
 */
export const VIEW_HIDDEN_TABLES: readonly string[] = [
  'app_release',
  'gateway_nonce',
  'gateway_rate',
  'sys_login_attempt',
  'sys_meta',
  'sys_notice',
  'sys_oper_log',
  'sys_session',
  'sys_sign_in_guard',
  'sys_storage_block',
  'sys_stored_file',
];

/** Columns no view may read; the other columns of these tables are readable by name. */
export const VIEW_HIDDEN_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sys_api_server: ['headers'],
  sys_external_app: ['secret_encrypted', 'secret_hash'],
  sys_gitlab_user: ['access_token_encrypted'],
  sys_param: ['param_value'],
  sys_user: ['password_hash'],
};

/** PostgreSQL's error code for a missing privilege. */
export const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * What a refusal of the view role means, from the database's message (`permission denied
 * for table sys_user`): which table, and what the view must do instead.
 */
export function privilegeProblem(databaseMessage: string): Text {
  const match = /permission denied for (\w+) "?([\w.]+)"?/.exec(databaseMessage);
  if (!match || (match[1] !== 'table' && match[1] !== 'relation')) {
    return text('viewAccess.notAllowed', { reason: databaseMessage });
  }
  const table = match[2] ?? '';
  if (VIEW_HIDDEN_TABLES.includes(table)) return text('view.secret', { name: table });
  const hidden = VIEW_HIDDEN_COLUMNS[table];
  if (hidden) return text('viewAccess.columnsOnly', { table, columns: hidden });
  return text('viewAccess.notGranted', { table, role: VIEW_READER_ROLE });
}
