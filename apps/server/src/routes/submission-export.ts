import { Readable } from 'node:stream';
import { FORM_PERMISSIONS, SUBMISSION_EXPORT_PATH } from '@org/api-contract';
import { type FormDefinition, dataBoundWidgets } from '@org/form-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { requirePermission } from '../auth/guards';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import type { Queryable } from '../db/types';
import { liveForm } from '../services/form-records';

/**
 * `GET …/submission/v1/export?formId=`: every live submission of a form as CSV (UTF-8 with a
 * byte-order mark, one column per data-bound widget of the form's latest version), newest
 * first. The answer is streamed: rows are read `EXPORT_BATCH` at a time by a walk of the
 * index `(form_id, created_at, id)` from where the last batch ended, and the next batch is read
 * only when the client has taken the last one, so memory stays bounded however many rows the
 * form has and other requests run between the batches. Rows created after the export began
 * are not in it. Holders of the submissions' view code only.
 */
export const EXPORT_BATCH = 1000;

const ExportQuery = Type.Object({
  formId: Type.Integer({ minimum: 1, description: 'The form whose submissions to export.' }),
});
type ExportQuery = Static<typeof ExportQuery>;

interface ExportRow {
  id: string;
  /** `created_at` as the database writes it: the batch after this row starts past it. */
  created_key: string;
  /** The row's CSV line, ending in CRLF. */
  line: string;
}

/** A CSV cell: quoted when it must be, and text that a spreadsheet would run as a formula defused. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string'
      ? /^[=+\-@\t\r]/.test(value)
        ? `'${value}`
        : value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** `csvCell` in SQL for a text the database holds: defused, quoted when it must be; NULL empty. */
function sqlTextCell(text: SQL): SQL {
  return sqlQuoted(sql`case when ${text} ~ '^[=+\-@\t\r]' then '''' || ${text} else ${text} end`);
}

/** A text quoted as a CSV cell when it holds a quote, comma or line break; NULL empty. */
function sqlQuoted(text: SQL): SQL {
  return sql`coalesce(case when ${text} ~ '[",\r\n]'
                           then '"' || replace(${text}, '"', '""') || '"'
                           else ${text} end, '')`;
}

/**
 * `csvCell` in SQL for one key of a submission's data: strings as text (defused, quoted),
 * objects and arrays as their JSON, numbers and booleans as written, absent and null empty.
 */
function sqlDataCell(model: string): SQL {
  const value = sql`(s.data -> ${model}::text)`;
  return sql`case jsonb_typeof(${value})
               when 'string' then ${sqlTextCell(sql`(${value} #>> '{}')`)}
               when 'object' then ${sqlQuoted(sql`(${value})::text`)}
               when 'array' then ${sqlQuoted(sql`(${value})::text`)}
               when 'number' then (${value})::text
               when 'boolean' then (${value})::text
               else '' end`;
}

/** The data columns of a form: the models of its data-bound widgets, each once, in form order. */
function dataColumns(definition: FormDefinition): string[] {
  const models: string[] = [];
  for (const widget of dataBoundWidgets(definition)) {
    const model = widget.model?.trim();
    if (model && !models.includes(model)) models.push(model);
  }
  return models;
}

/**
 * One batch of a form's live submissions after `(createdAt, id)`, newest first, each as its
 * CSV line. The database writes the lines, so the server holds a batch as a thousand strings
 * rather than parsed rows, and on the embedded engine that work is done off the request thread.
 */
function batch(
  db: Queryable,
  formId: number,
  columns: string[],
  after: ExportRow | undefined,
): Promise<ExportRow[]> {
  const from: SQL = after
    ? sql`and (s.created_at, s.id) < (${after.created_key}::timestamptz, ${after.id}::bigint)`
    : sql``;
  const iso = (column: SQL) =>
    sql`coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
  const cells = [
    sql`s.id::text`,
    sql`s.form_version::text`,
    sqlTextCell(sql`s.submit_status::text`),
    sqlTextCell(sql`u.account::text`),
    iso(sql`s.submitted_at`),
    iso(sql`s.created_at`),
    ...columns.map(sqlDataCell),
  ];
  return queryRows<ExportRow>(
    db,
    sql`select s.id::text as id, s.created_at::text as created_key,
               concat_ws(',', ${sql.join(cells, sql`, `)}) || E'\r\n' as line
          from form_submission s
          left join sys_user u on u.id = s.submitted_by
         where s.form_id = ${formId} and s.deleted_at is null ${from}
         order by s.created_at desc, s.id desc
         limit ${EXPORT_BATCH}`,
  );
}

/** The CSV text of a form's submissions, produced batch by batch as it is read. */
async function* csvLines(db: Queryable, formId: number, columns: string[]): AsyncGenerator<string> {
  const fixed = ['id', 'formVersion', 'submitStatus', 'submittedBy', 'submittedAt', 'createdAt'];
  yield `\uFEFF${[...fixed, ...columns].map(csvCell).join(',')}\r\n`;
  let last: ExportRow | undefined;
  for (;;) {
    const rows = await batch(db, formId, columns, last);
    if (rows.length === 0) return;
    yield rows.map((row) => row.line).join('');
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1);
  }
}

export function registerSubmissionExport(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ExportQuery }>(
    SUBMISSION_EXPORT_PATH,
    {
      schema: {
        summary: "A form's submissions as CSV, streamed",
        description: `Every live submission of the form, newest first, one column per data-bound widget. Access: resource code \`${FORM_PERMISSIONS.view}\` (X-Token).`,
        tags: ['form submissions'],
        security: [{ token: [] }],
        querystring: ExportQuery,
      },
      preValidation: [requirePermission(FORM_PERMISSIONS.view)],
    },
    async (request, reply) => {
      const { form } = await liveForm(ctx.db, request.query.formId);
      const columns = dataColumns(form.definition as FormDefinition);
      const name = `${form.formCode.replace(/[^\w.-]+/g, '_') || 'form'}-submissions.csv`;
      const body = Readable.from(csvLines(ctx.db, form.id, columns), { objectMode: false });
      return reply
        .header('x-reqid', request.id)
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('text/csv; charset=utf-8')
        .send(body);
    },
  );
}
