import type { ReleaseItem } from '@org/api-contract';
import { type FormDefinition, validateDefinition } from '@org/form-schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { written } from '../../db/rows';
import {
  dataViewColumns,
  dataViews,
  datasources,
  formDefinitionVersions,
  formDefinitions,
  formTemplates,
  resources,
  roleResources,
  roles,
  type ViewParamSpec,
} from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { validationFailed } from '../../http/api-error';
import { text } from '../../i18n/text';
import { created, updated } from '../../lib/audit';
import { sameJson } from './canonical';
import { viewsOfApp } from './snapshot';

/** Where a snapshot is being applied, and what to do with each item. */
export interface ApplyScope {
  tx: Tx;
  appId: number;
  appCode: string;
  actor: number;
  now: Date;
  /** Items to write (created or updated), by kind. */
  changed(kind: string): ReleaseItem[];
}

type Body = Record<string, unknown>;
const str = (body: Body, key: string) => String(body[key] ?? '');
const num = (body: Body, key: string) => Number(body[key] ?? 0);
const bool = (body: Body, key: string) => body[key] === true;

/** The application's resources, then their parents (by code) once all exist. */
export async function applyResources(s: ApplyScope): Promise<void> {
  const items = s.changed('RESOURCE');
  for (const item of items) {
    const b = item.body;
    const values = {
      resourceName: item.name,
      resourceNameEn: str(b, 'nameEn'),
      titleKey: str(b, 'titleKey'),
      resourceType: str(b, 'resourceType'),
      path: str(b, 'path'),
      component: str(b, 'component'),
      routeName: str(b, 'routeName'),
      redirect: str(b, 'redirect'),
      icon: str(b, 'icon'),
      sort: num(b, 'sort'),
      hidden: bool(b, 'hidden'),
      keepAlive: bool(b, 'keepAlive'),
      affix: bool(b, 'affix'),
      alwaysShow: bool(b, 'alwaysShow'),
      hideTab: bool(b, 'hideTab'),
      isExternal: bool(b, 'isExternal'),
      link: str(b, 'link'),
      openMode: str(b, 'openMode') || 'internal',
      status: num(b, 'status'),
      remark: str(b, 'remark'),
    };
    const [row] = await s.tx
      .update(resources)
      .set({ ...values, ...updated(s.actor, s.now) })
      .where(
        and(
          eq(resources.resourceCode, item.key),
          eq(resources.appId, s.appId),
          isNull(resources.deletedAt),
        ),
      )
      .returning({ id: resources.id });
    if (!row) {
      await s.tx.insert(resources).values({
        ...values,
        resourceCode: item.key,
        appId: s.appId,
        ...created(s.actor, s.now),
      });
    }
  }
  const ids = await resourceIds(s);
  for (const item of items) {
    const parent = item.body.parent;
    await s.tx
      .update(resources)
      .set({ parentId: typeof parent === 'string' ? (ids.get(parent) ?? null) : null })
      .where(eq(resources.id, ids.get(item.key) ?? 0));
  }
}

async function resourceIds(s: ApplyScope): Promise<Map<string, number>> {
  const rows = await s.tx
    .select({ id: resources.id, code: resources.resourceCode })
    .from(resources)
    .where(and(eq(resources.appId, s.appId), isNull(resources.deletedAt)));
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

/** The application's roles with the resources granted to them (replaced). */
export async function applyRoles(s: ApplyScope): Promise<void> {
  const ids = await resourceIds(s);
  for (const item of s.changed('ROLE')) {
    const b = item.body;
    const values = {
      roleName: item.name,
      dataScope: str(b, 'dataScope') || 'SELF',
      sort: num(b, 'sort'),
      status: num(b, 'status'),
      remark: str(b, 'remark'),
    };
    const [found] = await s.tx
      .update(roles)
      .set({ ...values, ...updated(s.actor, s.now) })
      .where(and(eq(roles.roleCode, item.key), eq(roles.appId, s.appId), isNull(roles.deletedAt)))
      .returning({ id: roles.id });
    const role =
      found ??
      written(
        await s.tx
          .insert(roles)
          .values({
            ...values,
            roleCode: item.key,
            roleType: 'APP',
            appId: s.appId,
            ...created(s.actor, s.now),
          })
          .returning({ id: roles.id }),
      );
    await s.tx.delete(roleResources).where(eq(roleResources.roleId, role.id));
    const grants = ((b.resources ?? []) as { code: string; halfChecked?: boolean }[]).flatMap(
      (grant) => {
        const resourceId = ids.get(grant.code);
        return resourceId === undefined
          ? []
          : [{ roleId: role.id, resourceId, halfChecked: grant.halfChecked === true }];
      },
    );
    if (grants.length > 0) await s.tx.insert(roleResources).values(grants);
  }
}

/** A form's definition checked as a save checks it; 40022 naming the form otherwise. */
function checkedDefinition(formName: string, definition: unknown): FormDefinition {
  const [first] = validateDefinition(definition).errors;
  if (first) {
    throw validationFailed([
      {
        field: 'body.text',
        message: text('release.formInvalid', {
          form: formName,
          reason: first.path ? `${first.path}: ${first.message}` : first.message,
        }),
      },
    ]);
  }
  return definition as FormDefinition;
}

/**
 * The application's forms: a changed definition becomes the form's next version (its older
 * published definition before it, when the release published an older one), and the version
 * the release published is published here.
 */
export async function applyForms(s: ApplyScope): Promise<void> {
  for (const item of s.changed('FORM')) {
    const b = item.body;
    const definition = checkedDefinition(item.name, b.definition);
    const olderPublished =
      b.publishedDefinition === undefined
        ? undefined
        : checkedDefinition(item.name, b.publishedDefinition);
    const [current] = await s.tx
      .select()
      .from(formDefinitions)
      .where(
        and(
          eq(formDefinitions.appId, s.appId),
          eq(formDefinitions.formCode, item.key),
          isNull(formDefinitions.deletedAt),
        ),
      );
    const wanted = olderPublished === undefined ? [definition] : [olderPublished, definition];
    const toWrite =
      current && sameJson(current.definition, definition) && olderPublished === undefined
        ? []
        : wanted;
    let version = current?.version ?? 0;
    const form =
      current ??
      written(
        await s.tx
          .insert(formDefinitions)
          .values({
            appId: s.appId,
            formCode: item.key,
            formName: item.name,
            version: 1,
            definition,
            ...created(s.actor, s.now),
          })
          .returning(),
      );
    const newVersions: number[] = [];
    for (const each of toWrite) {
      version += 1;
      await s.tx.insert(formDefinitionVersions).values({
        formId: form.id,
        version,
        definition: each,
        createdBy: s.actor,
        createdAt: s.now,
      });
      newVersions.push(version);
    }
    const publishedState =
      b.publishedVersion === null ? 'none' : olderPublished ? 'older' : 'latest';
    const publishedVersion =
      publishedState === 'none'
        ? null
        : publishedState === 'older'
          ? (newVersions[0] ?? version - 1)
          : version;
    await s.tx
      .update(formDefinitions)
      .set({
        formName: item.name,
        description: str(b, 'description'),
        status: num(b, 'status'),
        version,
        definition,
        publishedVersion,
        publishedAt: publishedVersion === null ? null : s.now,
        publishedBy: publishedVersion === null ? null : s.actor,
        ...updated(s.actor, s.now),
      })
      .where(eq(formDefinitions.id, form.id));
  }
}

/** The application's data views with their columns; parents (by code) once all exist. */
export async function applyViews(s: ApplyScope): Promise<void> {
  const sources = new Map(
    (
      await s.tx
        .select({ id: datasources.id, code: datasources.datasourceCode })
        .from(datasources)
        .where(isNull(datasources.deletedAt))
    ).map((row) => [row.code, Number(row.id)]),
  );
  const items = s.changed('VIEW');
  const ids = new Map<string, number>();
  for (const item of items) {
    const b = item.body;
    const values = {
      appId: s.appId,
      appCode: s.appCode,
      datasourceId: sources.get(str(b, 'datasource')) ?? 0,
      viewName: item.name,
      viewComment: str(b, 'comment'),
      viewType: str(b, 'viewType') || 'VIEW',
      viewStatus: str(b, 'viewStatus') || 'DRAFT',
      sqlText: str(b, 'sqlText'),
      params: (b.params ?? []) as ViewParamSpec[],
      parentLevelField: str(b, 'parentLevelField'),
      idField: str(b, 'idField') || 'id',
      statementTimeoutMs: num(b, 'statementTimeoutMs'),
      maxRows: num(b, 'maxRows'),
      status: num(b, 'status'),
    };
    const [found] = await s.tx
      .update(dataViews)
      .set({ ...values, ...updated(s.actor, s.now) })
      .where(and(eq(dataViews.viewCode, item.key), viewsOfApp(s.appId, s.appCode)))
      .returning({ id: dataViews.id });
    const view =
      found ??
      written(
        await s.tx
          .insert(dataViews)
          .values({ ...values, viewCode: item.key, ...created(s.actor, s.now) })
          .returning({ id: dataViews.id }),
      );
    ids.set(item.key, Number(view.id));
    await s.tx.delete(dataViewColumns).where(eq(dataViewColumns.viewId, view.id));
    const columns = (b.columns ?? []) as Body[];
    if (columns.length > 0) {
      await s.tx.insert(dataViewColumns).values(
        columns.map((c) => ({
          viewId: view.id,
          columnName: str(c, 'name'),
          columnComment: str(c, 'comment'),
          dataType: str(c, 'dataType') || 'string',
          sort: num(c, 'sort'),
          visible: bool(c, 'visible'),
          queryable: bool(c, 'queryable'),
          sortable: bool(c, 'sortable'),
          ...created(s.actor, s.now),
        })),
      );
    }
  }
  const parents = items.map((item) => item.body.parent).filter((p) => typeof p === 'string');
  const parentIds = new Map(
    parents.length === 0
      ? []
      : (
          await s.tx
            .select({ id: dataViews.id, code: dataViews.viewCode })
            .from(dataViews)
            .where(and(inArray(dataViews.viewCode, parents), isNull(dataViews.deletedAt)))
        ).map((row) => [row.code, Number(row.id)]),
  );
  for (const item of items) {
    const parent = item.body.parent;
    await s.tx
      .update(dataViews)
      .set({ parentViewId: typeof parent === 'string' ? (parentIds.get(parent) ?? null) : null })
      .where(eq(dataViews.id, ids.get(item.key) ?? 0));
  }
}

/** The application's own templates, by name. */
export async function applyTemplates(s: ApplyScope): Promise<void> {
  const rows = await s.tx
    .select({ id: formTemplates.id, name: formTemplates.templateName })
    .from(formTemplates)
    .where(and(eq(formTemplates.appId, s.appId), isNull(formTemplates.deletedAt)))
    .orderBy(formTemplates.id);
  const seen = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const row of rows) {
    const count = (seen.get(row.name) ?? 0) + 1;
    seen.set(row.name, count);
    byKey.set(count === 1 ? row.name : `${row.name} #${count}`, Number(row.id));
  }
  for (const item of s.changed('TEMPLATE')) {
    const b = item.body;
    const values = {
      templateName: item.name,
      description: str(b, 'description'),
      category: str(b, 'category'),
      definition: checkedDefinition(item.name, b.definition),
    };
    const id = byKey.get(item.key);
    if (id !== undefined) {
      await s.tx
        .update(formTemplates)
        .set({ ...values, ...updated(s.actor, s.now) })
        .where(eq(formTemplates.id, id));
    } else {
      await s.tx
        .insert(formTemplates)
        .values({ ...values, appId: s.appId, ...created(s.actor, s.now) });
    }
  }
}
