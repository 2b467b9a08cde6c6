import { ARTEFACT_KINDS, type ArtefactKind, type WorkflowContent } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { appArtefacts, applications, dataViews, formDefinitions } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { type FieldProblem, isApiError } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { KIND_NAMES, checkedContent } from './artefact-content';
import { checkViewSql } from './sql-guard';

/** The kinds whose content a release checks again as a save checks it. */
const CHECKED_KINDS: readonly ArtefactKind[] = ARTEFACT_KINDS.filter(
  (kind) => kind !== 'RELEASE' && kind !== 'SOURCE' && kind !== 'WORKFLOW',
);

/** Each problem of a release is its own entry (`body.content.compile[n]`), so none hides another. */
const numbered = (messages: Text[]): FieldProblem[] =>
  messages.map((message, index) => ({ field: `body.content.compile[${index}]`, message }));

/**
 * Compiles an application before a release: every form's definition is valid, every flow's
 * form is published, every data view's SQL passes the check and names only its declared
 * parameters, and every orchestration, statistic, task and page still passes the checks of a
 * save (the views, APIs, flows and forms it names exist). Answers the problems, each naming
 * its artefact; none when the application can be released.
 */
export async function compileProblems(db: Queryable, appId: number): Promise<FieldProblem[]> {
  const problems: Text[] = [];
  const forms = await db
    .select({
      id: formDefinitions.id,
      name: formDefinitions.formName,
      definition: formDefinitions.definition,
      publishedVersion: formDefinitions.publishedVersion,
    })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.appId, appId), isNull(formDefinitions.deletedAt)));
  for (const form of forms) {
    const [first] = validateDefinition(form.definition).errors;
    if (first) {
      problems.push(
        text('release.formInvalid', {
          form: form.name,
          reason: first.path ? `${first.path}: ${first.message}` : first.message,
        }),
      );
    }
  }
  const formsById = new Map(forms.map((form) => [form.id, form]));

  const artefacts = await db
    .select()
    .from(appArtefacts)
    .where(and(eq(appArtefacts.appId, appId), isNull(appArtefacts.deletedAt)));
  for (const artefact of artefacts) {
    const named = { kind: KIND_NAMES[artefact.kind as ArtefactKind], name: artefact.artefactName };
    if (artefact.kind === 'WORKFLOW') {
      const { formId } = artefact.content as unknown as WorkflowContent;
      const form = formsById.get(formId);
      if (!form) problems.push(text('release.flowNoForm', { ...named, id: formId }));
      else if (form.publishedVersion === null) {
        problems.push(text('release.flowFormNotPublished', { ...named, form: form.name }));
      }
      continue;
    }
    if (!CHECKED_KINDS.includes(artefact.kind as ArtefactKind)) continue;
    try {
      await checkedContent(db, { appId, kind: artefact.kind as ArtefactKind }, artefact.content);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const reasons =
        error.problems.length > 0 ? error.problems : [{ field: '', message: error.text }];
      for (const reason of reasons) {
        problems.push(
          text('release.artefactProblem', {
            ...named,
            field: reason.field.replace(/^body\.content\.?/, ''),
            reason: reason.message,
          }),
        );
      }
    }
  }

  const [app] = await db
    .select({ code: applications.appCode })
    .from(applications)
    .where(eq(applications.id, appId));
  const views = await db
    .select({ name: dataViews.viewName, sqlText: dataViews.sqlText, params: dataViews.params })
    .from(dataViews)
    .where(
      and(
        isNull(dataViews.deletedAt),
        or(
          eq(dataViews.appId, appId),
          and(isNull(dataViews.appId), inArray(dataViews.appCode, [app?.code ?? ''])),
        ),
      ),
    );
  for (const view of views) {
    const check = checkViewSql(view.sqlText);
    if (!check.ok) {
      const [reason] = check.problems;
      if (reason) problems.push(text('release.viewSql', { view: view.name, reason }));
      continue;
    }
    const declared = new Set(view.params.map((param) => param.name));
    for (const name of check.sql.params.filter((param) => !declared.has(param))) {
      problems.push(text('release.viewParam', { view: view.name, param: name }));
    }
  }
  return numbered(problems);
}
