import { Readable } from 'node:stream';
import { FORM_PERMISSIONS, SUBMISSION_EXPORT_PATH, SubmissionExportBody } from '@org/api-contract';
import { type FormDefinition, dataBoundWidgets } from '@org/form-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { type DataScope, usersInScope } from '../auth/data-scope';
import { requirePermission, sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/types';
import { invalidField } from '../http/api-error';
import { text } from '../i18n/text';
import { type FormRow, liveForm } from '../services/form-records';
import { checkFieldRequest, fieldConditions } from '../services/submission-fields';

/**
 * `GET …/submission/v1/export?formId=`: every live submission of a form as CSV (UTF-8 with a
 * byte-order mark, one column per data-bound widget of the form's latest version), newest
 * first. `POST` with a `SubmissionExportBody`: the submissions it selects (`ids`) or those its
 * filters find (as the list filters them), with the data columns it names. The answer is
 * streamed: rows are read `EXPORT_BATCH` at a time by a walk of the
 * index `(form_id, created_at, id)` from where the last batch ended, one batch ahead of what
 * the client has taken, so memory stays bounded however many rows the form has, and other
 * requests run between the batches (each takes a connection for its one statement). Rows
 * created after the export began are not in it. Holders of the submissions' view code only.
 */
export const EXPORT_BATCH = 1000;
/** Bytes of CSV text per string the database answers (a batch comes in parts of about this). */
const EXPORT_PART_BYTES = 32_768;

const ExportQuery = Type.Object({
  formId: Type.Integer({ minimum: 1, description: 'The form whose submissions to export.' }),
});
type ExportQuery = Static<typeof ExportQuery>;

/** Where a batch ended: its last row's id and `created_at` as the database writes it. */
interface Cursor {
  id: string;
  key: string;
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
  return sqlQuoted(sqlDefused(text));
}

/** A text that a spreadsheet would run as a formula, defused (a quote put before it). */
function sqlDefused(text: SQL): SQL {
  // the hyphen last: in this template `\-` would lose its backslash and make a range
  return sql`case when ${text} ~ '^[=+@\t\r-]' then '''' || ${text} else ${text} end`;
}

/** A text quoted as a CSV cell when it holds a quote, comma or line break; NULL empty. */
function sqlQuoted(text: SQL): SQL {
  return sql`coalesce(case when ${text} ~ '[",\r\n]'
                           then '"' || replace(${text}, '"', '""') || '"'
                           else ${text} end, '')`;
}

/**
 * The text of a JSON value for `csvCell`, before quoting: strings defused, objects and arrays
 * as their JSON, numbers and booleans as written, absent and null NULL.
 */
function sqlDataText(value: SQL): SQL {
  return sql`case jsonb_typeof(${value})
               when 'string' then ${sqlDefused(sql`(${value} #>> '{}')`)}
               when 'object' then (${value})::text
               when 'array' then (${value})::text
               when 'number' then (${value})::text
               when 'boolean' then (${value})::text end`;
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
 * The CSV line of a submission `s` (its submitter `u`), ending in CRLF, written in SQL. The data
 * cells come from one subquery per row, in which each cell's value is read from the JSON once
 * (`v`) and its text worked out once (`c`) before it is quoted: the `offset 0` fences keep
 * PostgreSQL from folding those steps back into one expression, which would repeat the work at
 * every mention of a value (a third of the statement's time).
 */
function sqlLine(columns: string[]): SQL {
  const iso = (column: SQL) =>
    sql`coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
  const named = (prefix: string, index: number) => sql.raw(`${prefix}${index}`);
  const cells = [
    sql`s.id::text`,
    sql`s.form_version::text`,
    sqlTextCell(sql`s.submit_status::text`),
    sqlTextCell(sql`u.account::text`),
    iso(sql`s.submitted_at`),
    iso(sql`s.created_at`),
  ];
  if (columns.length > 0) {
    const values = columns.map((model, i) => sql`s.data -> ${model}::text as ${named('v', i)}`);
    const texts = columns.map(
      (_, i) => sql`${sqlDataText(sql`v.${named('v', i)}`)} as ${named('c', i)}`,
    );
    const quoted = columns.map((_, i) => sqlQuoted(sql`c.${named('c', i)}`));
    cells.push(sql`(select concat_ws(',', ${sql.join(quoted, sql`, `)})
                      from (select ${sql.join(texts, sql`, `)}
                              from (select ${sql.join(values, sql`, `)} offset 0) v
                            offset 0) c)`);
  }
  return sql`concat_ws(',', ${sql.join(cells, sql`, `)}) || E'\r\n'`;
}

/** A batch read: its CSV text in parts, and where the next batch starts (none after the last). */
interface Batch {
  texts: string[];
  next: Cursor | undefined;
}

/**
 * One batch of a form's live submissions after `after`, newest first, as CSV text in parts of
 * about `EXPORT_PART_BYTES`, in order. The database writes the lines and joins them, so the
 * server receives a few strings per batch rather than a thousand rows, and none large enough
 * for the JavaScript engine to put outside its young generation (where it would wait for a
 * full collection however soon it is dropped). `textRows` leaves the driver holding none of
 * them, so each part is garbage as soon as the stream has it as bytes.
 */
async function readBatch(
  database: DatabaseHandle,
  formId: number,
  line: SQL,
  inScope: SQL,
  filters: SQL,
  after: Cursor | undefined,
): Promise<Batch> {
  const from: SQL = after
    ? sql`and (s.created_at, s.id) < (${after.key}::timestamptz, ${after.id}::bigint)`
    : sql``;
  const parts = await database.textRows(
    sql`with page as (
          select s.id, s.created_at, s.form_version, s.submit_status, s.submitted_by,
                 s.submitted_at, s.data
            from form_submission s
           where s.form_id = ${formId} and s.deleted_at is null ${from} ${inScope} ${filters}
           order by s.created_at desc, s.id desc
           limit ${EXPORT_BATCH}),
        lines as materialized (
          select s.id, s.created_at, ${line} as line
            from page s
            left join sys_user u on u.id = s.submitted_by),
        sized as (
          select id, created_at, line,
                 (sum(octet_length(line)) over (order by created_at desc, id desc
                                                rows unbounded preceding)
                  - octet_length(line)) / ${EXPORT_PART_BYTES} as part
            from lines)
        select string_agg(line, '' order by created_at desc, id desc),
               count(*)::text,
               (array_agg(id::text order by created_at, id))[1],
               min(created_at)::text
          from sized
         group by part
         order by part`,
  );
  const texts: string[] = [];
  let rows = 0;
  let last: Cursor | undefined;
  for (const [text, count, id, key] of parts) {
    if (text) texts.push(text);
    rows += Number(count);
    if (id && key) last = { id, key };
  }
  return { texts, next: rows < EXPORT_BATCH ? undefined : last };
}

/**
 * The CSV text of a form's submissions, part by part as the stream asks for it. The next batch
 * is read while this one is sent (the database, not the network, is the slower side), so at
 * most two batches are held; each read takes a connection only for its one statement.
 */
async function* csvText(
  database: DatabaseHandle,
  formId: number,
  columns: string[],
  scope: DataScope,
  filters: SQL,
): AsyncGenerator<string> {
  const fixed = ['id', 'formVersion', 'submitStatus', 'submittedBy', 'submittedAt', 'createdAt'];
  yield `\uFEFF${[...fixed, ...columns].map(csvCell).join(',')}\r\n`;
  const line = sqlLine(columns);
  const submitter = usersInScope(scope, sql`s.submitted_by`);
  const inScope = submitter === undefined ? sql`` : sql`and ${submitter}`;
  const read = (after: Cursor | undefined) =>
    readBatch(database, formId, line, inScope, filters, after);
  let reading: Promise<Batch> | undefined = read(undefined);
  while (reading) {
    const { texts, next }: Batch = await reading;
    reading = next && read(next);
    // A client that leaves early never awaits the batch read ahead; its failure is no error then.
    reading?.catch(() => undefined);
    for (let text = texts.shift(); text !== undefined; text = texts.shift()) yield text;
  }
}

/**
 * The conditions of an export body besides the form: its selection, submitter, status,
 * submission dates and fields, each `and …` on the submission `s`.
 */
function exportFilters(body: SubmissionExportBody, definition: FormDefinition): SQL {
  const { filters } = checkFieldRequest(definition, body);
  const ids = body.ids && `{${body.ids.join(',')}}`;
  const parts = [
    ids && sql`s.id = any(${ids}::bigint[])`,
    body.submittedBy === undefined ? undefined : sql`s.submitted_by = ${body.submittedBy}`,
    body.submitStatus === undefined ? undefined : sql`s.submit_status = ${body.submitStatus}`,
    body.submittedFrom === undefined
      ? undefined
      : sql`s.submitted_at >= ${body.submittedFrom}::timestamptz`,
    body.submittedTo === undefined
      ? undefined
      : sql`s.submitted_at < ${body.submittedTo}::timestamptz`,
    fieldConditions(sql`s.data`, filters),
  ].filter((part): part is SQL => part !== undefined);
  return sql.join(
    parts.map((part) => sql` and ${part}`),
    sql``,
  );
}

/** The data columns an export body names (in its order), each a field of the form. */
function chosenColumns(body: SubmissionExportBody, all: string[]): string[] {
  if (body.columns === undefined) return all;
  const unknown = body.columns.filter((model) => !all.includes(model));
  if (unknown.length > 0) {
    const names = unknown.map((model) => `"${model}"`);
    throw invalidField('body.columns', text('submission.noSuchFields', { names }));
  }
  return body.columns;
}

export function registerSubmissionExport(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ExportQuery }>(
    SUBMISSION_EXPORT_PATH,
    {
      schema: {
        summary: "A form's submissions as CSV, streamed",
        description: `Every live submission of the form in the caller's data scope, newest first, one column per data-bound widget. Access: resource code \`${FORM_PERMISSIONS.view}\` (X-Token).`,
        tags: ['form submissions'],
        security: [{ token: [] }],
        querystring: ExportQuery,
      },
      preValidation: [requirePermission(FORM_PERMISSIONS.view)],
    },
    async (request, reply) => {
      const { form } = await liveForm(ctx.db, request.query.formId);
      const columns = dataColumns(form.definition as FormDefinition);
      return sendCsv(request, reply, form, columns, sql``);
    },
  );

  app.post<{ Body: SubmissionExportBody }>(
    SUBMISSION_EXPORT_PATH,
    {
      schema: {
        summary: "A selection of a form's submissions as CSV, streamed",
        description: `The submissions \`ids\` names, or those the filters find (as the list filters them), in the caller's data scope, newest first; the data columns \`columns\` names, in its order (every data-bound widget when absent). Access: resource code \`${FORM_PERMISSIONS.view}\` (X-Token).`,
        tags: ['form submissions'],
        security: [{ token: [] }],
        body: SubmissionExportBody,
      },
      preValidation: [requirePermission(FORM_PERMISSIONS.view)],
    },
    async (request, reply) => {
      const body = request.body;
      const { form } = await liveForm(ctx.db, body.formId);
      const definition = form.definition as FormDefinition;
      const columns = chosenColumns(body, dataColumns(definition));
      return sendCsv(request, reply, form, columns, exportFilters(body, definition));
    },
  );

  /** Streams the CSV of a form's submissions in the caller's data scope that `filters` find. */
  async function sendCsv(
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormRow,
    columns: string[],
    filters: SQL,
  ) {
    const name = `${form.formCode.replace(/[^\w.-]+/g, '_') || 'form'}-submissions.csv`;
    // The parts go to the response as strings, one at a time: the socket copies a string's
    // bytes itself, so no Buffer is made of each part here.
    const scope = await ctx.grants.scopeOf(sessionOf(request).userId);
    const body = Readable.from(csvText(ctx.database, form.id, columns, scope, filters), {
      highWaterMark: 1,
    });
    return reply
      .header('x-reqid', request.id)
      .header('content-disposition', `attachment; filename="${name}"`)
      .type('text/csv; charset=utf-8')
      .send(body);
  }
}
