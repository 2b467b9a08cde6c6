import type {
  DictWithItems,
  StatisticContent,
  StatisticDimension,
  StatisticLabelSource,
} from '@org/api-contract';
import {
  type FormDefinition,
  type SubmissionChoice,
  type SubmissionColumn,
  submissionColumns,
} from '@org/form-schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { dicts, formDefinitionVersions, formDefinitions } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { type Text, text } from '../i18n/text';

/**
 * The labels a statistic's grouped values show (值显示为, decision 0027): the items of a
 * dictionary, or the choices of a form's choice field as its published version offers them
 * (static ones as the form shows them, or the items of the dictionary the field reads). The
 * sources are checked at save; one gone since (a dictionary deleted, a form unpublished) makes
 * the values show as they are, with a note, never a failed statistic.
 */

type Problem = { path: string; message: Text };
/** A value of a grouped column as answered. */
type GroupValue = string | number | boolean | null | undefined;

/** Widget types whose values are choices. */
const CHOICE_TYPES = new Set(['radio', 'checkbox', 'select', 'cascader']);

/** Where a choice field's labels are: its own static choices, or a dictionary. */
type FieldLabels =
  | { kind: 'static'; choices: readonly SubmissionChoice[]; cascader: boolean }
  | { kind: 'dict'; dictCode: string; valueKey: string; labelKey: string; cascader: boolean };

type FieldLookup =
  { ok: true; labels: FieldLabels } | { ok: false; part: 'formId' | 'field'; message: Text };

/** A form's published definition (of application `appId` when given), or why there is none. */
async function publishedForm(
  db: Queryable,
  formId: number,
  appId: number | undefined,
): Promise<{ ok: true; name: string; definition: FormDefinition } | { ok: false; message: Text }> {
  const [form] = await db
    .select({
      name: formDefinitions.formName,
      appId: formDefinitions.appId,
      definition: formDefinitionVersions.definition,
      published: formDefinitions.publishedVersion,
    })
    .from(formDefinitions)
    .leftJoin(
      formDefinitionVersions,
      and(
        eq(formDefinitionVersions.formId, formDefinitions.id),
        eq(formDefinitionVersions.version, formDefinitions.publishedVersion),
      ),
    )
    .where(and(eq(formDefinitions.id, formId), isNull(formDefinitions.deletedAt)));
  if (!form || (appId !== undefined && Number(form.appId) !== appId)) {
    return { ok: false, message: text('stat.labelsNoForm', { id: formId }) };
  }
  if (form.published === null || !form.definition) {
    return { ok: false, message: text('stat.labelsFormUnpublished', { form: form.name }) };
  }
  return { ok: true, name: form.name, definition: form.definition };
}

/** Where the choice field `field` of form `formId` takes its labels, or what is wrong. */
async function fieldLabels(
  db: Queryable,
  formId: number,
  field: string,
  appId?: number,
): Promise<FieldLookup> {
  const form = await publishedForm(db, formId, appId);
  if (!form.ok) return { ok: false, part: 'formId', message: form.message };
  const column: SubmissionColumn | undefined = submissionColumns(form.definition).find(
    (known) => known.model === field,
  );
  if (!column) {
    return {
      ok: false,
      part: 'field',
      message: text('stat.labelsNoField', { form: form.name, field }),
    };
  }
  if (!CHOICE_TYPES.has(column.type) || !column.choices) {
    const type = column.type;
    return { ok: false, part: 'field', message: text('stat.labelsNotChoice', { field, type }) };
  }
  const cascader = column.type === 'cascader';
  const source = column.choices;
  if (source.kind === 'remote') {
    return { ok: false, part: 'field', message: text('stat.labelsRemoteChoices', { field }) };
  }
  return { ok: true, labels: { ...source, cascader } };
}

/**
 * What is wrong with where the dimension's and series' labels come from: a bucketed date
 * (periods have no labels), a dictionary that does not exist, a form that is not the
 * application's or has no published version, a field it does not have or that offers no
 * choices. Each problem names its field (`dimension.labels.dictCode`).
 */
export async function labelSourceProblems(
  db: Queryable,
  appId: number | undefined,
  c: StatisticContent,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const check = async (path: string, d: StatisticDimension | undefined) => {
    const source = d?.labels;
    if (!source) return;
    const at = `${path}.labels`;
    if (d.bucket) problems.push({ path: at, message: text('stat.labelsWithBucket') });
    if (source.from === 'dict') {
      if (!source.dictCode) {
        problems.push({ path: `${at}.dictCode`, message: text('stat.labelsNeedDict') });
        return;
      }
      const [dict] = await db
        .select({ id: dicts.id })
        .from(dicts)
        .where(and(eq(dicts.dictCode, source.dictCode), isNull(dicts.deletedAt)));
      if (!dict) {
        const message = text('stat.labelsNoDict', { dictCode: source.dictCode });
        problems.push({ path: `${at}.dictCode`, message });
      }
      return;
    }
    if (source.formId === undefined) {
      problems.push({ path: `${at}.formId`, message: text('stat.labelsNeedForm') });
    }
    if (!source.field) {
      problems.push({ path: `${at}.field`, message: text('stat.labelsNeedField') });
    }
    if (source.formId === undefined || !source.field) return;
    const found = await fieldLabels(db, source.formId, source.field, appId);
    if (!found.ok) problems.push({ path: `${at}.${found.part}`, message: found.message });
  };
  await check('dimension', c.dimension);
  await check('series', c.series);
  return problems;
}

/** The enabled items of an enabled dictionary, or null when it is gone or disabled. */
async function dictionary(ctx: AppContext, dictCode: string): Promise<DictWithItems | null> {
  const answer = JSON.parse((await ctx.dicts.byCodes([dictCode])).json) as DictWithItems[];
  return answer[0] ?? null;
}

/** Each choice's value (as text) with its label, through a cascader's levels. */
function choiceMap(choices: readonly SubmissionChoice[], into = new Map<string, string>()) {
  for (const choice of choices) {
    if (!into.has(String(choice.value))) into.set(String(choice.value), choice.label);
    if (choice.children) choiceMap(choice.children, into);
  }
  return into;
}

/** A value's list when it is a JSON list's text (a checkbox's choices, a cascader's path). */
function listOf(value: string): unknown[] | null {
  if (!value.startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The label of one value: its own, or for a list the labels of its items (a cascader's path
 * joined with ` / `, other lists with `, `); null when nothing in it has a label.
 */
function labelOf(map: ReadonlyMap<string, string>, value: string, cascader: boolean) {
  const own = map.get(value);
  if (own !== undefined) return own;
  const list = listOf(value);
  if (!list || list.length === 0) return null;
  let known = false;
  const write = (items: unknown[], path: boolean): string =>
    items
      .map((item) => {
        if (Array.isArray(item)) return write(item, true);
        const label = map.get(String(item));
        known ||= label !== undefined;
        return label ?? String(item);
      })
      .join(path ? ' / ' : ', ');
  const written = write(list, cascader && !list.some(Array.isArray));
  return known ? written : null;
}

/**
 * The labels of the values of one grouped column, by the value as text; those without one
 * are left out. A source gone since the statistic was saved answers a note instead.
 */
export async function valueLabels(
  ctx: AppContext,
  source: StatisticLabelSource,
  values: readonly GroupValue[],
): Promise<{ labels: Record<string, string> } | { note: Text }> {
  let map: Map<string, string>;
  let cascader = false;
  if (source.from === 'dict') {
    const dict = source.dictCode ? await dictionary(ctx, source.dictCode) : null;
    if (!dict) return { note: text('stat.labelsDictGone', { dictCode: source.dictCode ?? '' }) };
    map = new Map(dict.list.map((item) => [item.itemValue, item.itemText]));
  } else {
    const field = source.field ?? '';
    const gone = { note: text('stat.labelsFieldGone', { id: source.formId ?? 0, field }) };
    if (source.formId === undefined) return gone;
    const found = await fieldLabels(ctx.db, source.formId, field);
    if (!found.ok) return gone;
    cascader = found.labels.cascader;
    if (found.labels.kind === 'static') map = choiceMap(found.labels.choices);
    else {
      const { dictCode, valueKey, labelKey } = found.labels;
      const dict = await dictionary(ctx, dictCode);
      if (!dict) return { note: text('stat.labelsDictGone', { dictCode }) };
      const items = dict.list as unknown as Record<string, unknown>[];
      map = new Map(items.map((item) => [String(item[valueKey]), String(item[labelKey] ?? '')]));
    }
  }
  const labels: Record<string, string> = {};
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    const key = String(value);
    const label = labelOf(map, key, cascader);
    if (label !== null) labels[key] = label;
  }
  return { labels };
}
