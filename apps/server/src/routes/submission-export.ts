import { Readable } from 'node:stream';
import { FORM_PERMISSIONS, SUBMISSION_EXPORT_PATH } from '@org/api-contract';
import { type FormDefinition, dataBoundWidgets } from '@org/form-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
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
  form_version: number;
  submit_status: string;
  account: string | null;
  submitted_at: string | null;
  created_at: string;
  /** `created_at` as the database writes it: the batch after this row starts past it. */
  created_key: string;
  data: Record<string, unknown> | string;
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

/** The data columns of a form: the models of its data-bound widgets, each once, in form order. */
function dataColumns(definition: FormDefinition): string[] {
  const models: string[] = [];
  for (const widget of dataBoundWidgets(definition)) {
    const model = widget.model?.trim();
    if (model && !models.includes(model)) models.push(model);
  }
  return models;
}

/** One batch of a form's live submissions after `(createdAt, id)`, newest first. */
function batch(db: Queryable, formId: number, after: ExportRow | undefined): Promise<ExportRow[]> {
  const from: SQL = after
    ? sql`and (s.created_at, s.id) < (${after.created_key}::timestamptz, ${after.id}::bigint)`
    : sql``;
  return queryRows<ExportRow>(
    db,
    sql`select s.id::text as id, s.form_version, s.submit_status, u.account,
               to_char(s.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at,
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
               s.created_at::text as created_key, s.data
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
    const rows = await batch(db, formId, last);
    if (rows.length === 0) return;
    let text = '';
    for (const row of rows) {
      const data = typeof row.data === 'string' ? (JSON.parse(row.data) as object) : row.data;
      const values = data as Record<string, unknown>;
      const cells = [
        row.id,
        row.form_version,
        row.submit_status,
        row.account,
        row.submitted_at,
        row.created_at,
        ...columns.map((column) => values[column]),
      ];
      text += `${cells.map(csvCell).join(',')}\r\n`;
    }
    yield text;
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
