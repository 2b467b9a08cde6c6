import {
  ARTEFACT_KINDS,
  type ReleaseItem,
  type ReleasePartKind,
  type ReleaseSnapshot,
} from '@org/api-contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  apis,
  appArtefacts,
  applications,
  dataViewColumns,
  dataViews,
  datasources,
  flowVersions,
  formDefinitionVersions,
  formDefinitions,
  formTemplates,
  resources,
  roleResources,
  roles,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';
import { text } from '../../i18n/text';
import { type CodesById, toReferences } from './references';

/** The artefact kinds a snapshot holds: all but releases themselves. */
export const SNAPSHOT_ARTEFACT_KINDS: readonly string[] = ARTEFACT_KINDS.filter(
  (kind) => kind !== 'RELEASE',
);

const byKey = (a: ReleaseItem, b: ReleaseItem) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const idMap = (rows: { id: number; code: string }[]) =>
  new Map(rows.map((row) => [Number(row.id), row.code]));

/** A live application, or 40004. */
export async function appRow(db: Queryable, appId: number) {
  const [app] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, appId), isNull(applications.deletedAt)));
  if (!app) throw notFound(text('form.appNoun'), appId);
  return app;
}

/** Live data views of an application: its own, and those saved with its code only. */
export const viewsOfApp = (appId: number, appCode: string) =>
  and(
    isNull(dataViews.deletedAt),
    or(eq(dataViews.appId, appId), and(isNull(dataViews.appId), eq(dataViews.appCode, appCode))),
  );

async function formItems(db: Queryable, appId: number): Promise<ReleaseItem[]> {
  const forms = await db
    .select()
    .from(formDefinitions)
    .where(and(eq(formDefinitions.appId, appId), isNull(formDefinitions.deletedAt)));
  const older = forms.filter(
    (f) => f.publishedVersion !== null && f.publishedVersion !== f.version,
  );
  const published = new Map<number, unknown>();
  for (const form of older) {
    const [row] = await db
      .select({ definition: formDefinitionVersions.definition })
      .from(formDefinitionVersions)
      .where(
        and(
          eq(formDefinitionVersions.formId, form.id),
          eq(formDefinitionVersions.version, form.publishedVersion ?? 0),
        ),
      );
    if (row) published.set(Number(form.id), row.definition);
  }
  return forms.map((form) => ({
    key: form.formCode,
    name: form.formName,
    body: {
      description: form.description,
      status: form.status,
      version: form.version,
      definition: form.definition,
      publishedVersion: form.publishedVersion,
      ...(published.has(Number(form.id))
        ? { publishedDefinition: published.get(Number(form.id)) }
        : {}),
    },
  }));
}

async function viewItems(db: Queryable, appId: number, appCode: string): Promise<ReleaseItem[]> {
  const views = await db
    .select({ view: dataViews, datasource: datasources.datasourceCode })
    .from(dataViews)
    .innerJoin(datasources, eq(datasources.id, dataViews.datasourceId))
    .where(viewsOfApp(appId, appCode));
  const ids = views.map(({ view }) => view.id);
  const columns =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(dataViewColumns)
          .where(inArray(dataViewColumns.viewId, ids))
          .orderBy(asc(dataViewColumns.sort), asc(dataViewColumns.columnName));
  const parents = await viewCodes(
    db,
    views.map(({ view }) => view.parentViewId),
  );
  return views.map(({ view, datasource }) => ({
    key: view.viewCode,
    name: view.viewName,
    body: {
      comment: view.viewComment,
      viewType: view.viewType,
      viewStatus: view.viewStatus,
      sqlText: view.sqlText,
      params: view.params,
      parentLevelField: view.parentLevelField,
      idField: view.idField,
      statementTimeoutMs: view.statementTimeoutMs,
      maxRows: view.maxRows,
      status: view.status,
      datasource,
      parent: view.parentViewId === null ? null : (parents.get(view.parentViewId) ?? null),
      columns: columns
        .filter((column) => column.viewId === view.id)
        .map((c) => ({
          name: c.columnName,
          comment: c.columnComment,
          dataType: c.dataType,
          sort: c.sort,
          visible: c.visible,
          queryable: c.queryable,
          sortable: c.sortable,
        })),
    },
  }));
}

async function viewCodes(db: Queryable, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: dataViews.id, code: dataViews.viewCode })
    .from(dataViews)
    .where(inArray(dataViews.id, wanted));
  return idMap(rows);
}

async function templateItems(db: Queryable, appId: number): Promise<ReleaseItem[]> {
  const rows = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.appId, appId), isNull(formTemplates.deletedAt)))
    .orderBy(asc(formTemplates.id));
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.templateName) ?? 0) + 1;
    seen.set(row.templateName, count);
    return {
      key: count === 1 ? row.templateName : `${row.templateName} #${count}`,
      name: row.templateName,
      body: { description: row.description, category: row.category, definition: row.definition },
    };
  });
}

async function resourceItems(db: Queryable, appId: number): Promise<ReleaseItem[]> {
  const rows = await db
    .select()
    .from(resources)
    .where(and(eq(resources.appId, appId), isNull(resources.deletedAt)));
  const codes = idMap(rows.map((r) => ({ id: r.id, code: r.resourceCode })));
  return rows.map((r) => ({
    key: r.resourceCode,
    name: r.resourceName,
    body: {
      nameEn: r.resourceNameEn,
      titleKey: r.titleKey,
      resourceType: r.resourceType,
      path: r.path,
      component: r.component,
      routeName: r.routeName,
      redirect: r.redirect,
      icon: r.icon,
      sort: r.sort,
      hidden: r.hidden,
      keepAlive: r.keepAlive,
      affix: r.affix,
      alwaysShow: r.alwaysShow,
      hideTab: r.hideTab,
      isExternal: r.isExternal,
      link: r.link,
      openMode: r.openMode,
      status: r.status,
      remark: r.remark,
      parent: r.parentId === null ? null : (codes.get(r.parentId) ?? null),
    },
  }));
}

async function roleItems(db: Queryable, appId: number): Promise<ReleaseItem[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.roleType, 'APP'), isNull(roles.deletedAt)));
  const ids = rows.map((r) => r.id);
  const grants =
    ids.length === 0
      ? []
      : await db
          .select({
            roleId: roleResources.roleId,
            code: resources.resourceCode,
            halfChecked: roleResources.halfChecked,
          })
          .from(roleResources)
          .innerJoin(resources, eq(resources.id, roleResources.resourceId))
          .where(and(inArray(roleResources.roleId, ids), isNull(resources.deletedAt)))
          .orderBy(asc(resources.resourceCode));
  return rows.map((r) => ({
    key: r.roleCode,
    name: r.roleName,
    body: {
      dataScope: r.dataScope,
      sort: r.sort,
      status: r.status,
      remark: r.remark,
      resources: grants
        .filter((grant) => grant.roleId === r.id)
        .map((grant) => ({ code: grant.code, halfChecked: grant.halfChecked })),
    },
  }));
}

/** The codes of what artefacts' contents may reference, by kind and id. */
async function referenceCodes(
  db: Queryable,
  appId: number,
  artefacts: (typeof appArtefacts.$inferSelect)[],
): Promise<CodesById> {
  const codes = new Map<string, Map<number, string>>();
  for (const artefact of artefacts) {
    const ofKind = codes.get(artefact.kind) ?? new Map<number, string>();
    ofKind.set(Number(artefact.id), artefact.artefactCode);
    codes.set(artefact.kind, ofKind);
  }
  const forms = await db
    .select({ id: formDefinitions.id, code: formDefinitions.formCode })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.appId, appId), isNull(formDefinitions.deletedAt)));
  codes.set('FORM', idMap(forms));
  const views = await db
    .select({ id: dataViews.id, code: dataViews.viewCode })
    .from(dataViews)
    .where(isNull(dataViews.deletedAt));
  codes.set('VIEW', idMap(views));
  const catalogue = await db
    .select({ id: apis.id, code: apis.apiCode })
    .from(apis)
    .where(isNull(apis.deletedAt));
  codes.set('API', idMap(catalogue));
  return codes;
}

async function artefactItems(db: Queryable, appId: number): Promise<Map<string, ReleaseItem[]>> {
  const rows = await db
    .select()
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.appId, appId),
        isNull(appArtefacts.deletedAt),
        inArray(appArtefacts.kind, [...SNAPSHOT_ARTEFACT_KINDS]),
      ),
    );
  const codes = await referenceCodes(db, appId, rows);
  const flows = rows.filter((row) => row.kind === 'WORKFLOW').map((row) => row.id);
  const live = new Set(
    flows.length === 0
      ? []
      : (
          await db
            .select({ flowId: flowVersions.flowId })
            .from(flowVersions)
            .where(and(inArray(flowVersions.flowId, flows), isNull(flowVersions.withdrawnAt)))
        ).map((row) => Number(row.flowId)),
  );
  const items = new Map<string, ReleaseItem[]>();
  for (const row of rows) {
    const list = items.get(row.kind) ?? [];
    list.push({
      key: row.artefactCode,
      name: row.artefactName,
      body: {
        description: row.description,
        status: row.status,
        content: toReferences(row.content, codes, SNAPSHOT_ARTEFACT_KINDS),
        // a flow that runs here is published where the snapshot is applied
        ...(row.kind === 'WORKFLOW' ? { published: live.has(Number(row.id)) } : {}),
      },
    });
    items.set(row.kind, list);
  }
  return items;
}

/**
 * The application as it is now, as a release keeps it: the application, then its forms (with
 * their versions), data views, templates, roles and resources, and its artefacts of every
 * kind but releases, each item keyed by its code and sorted; references by code.
 */
export async function buildSnapshot(db: Queryable, appId: number): Promise<ReleaseSnapshot> {
  const app = await appRow(db, appId);
  const parts: Record<ReleasePartKind, ReleaseItem[]> = {
    FORM: await formItems(db, appId),
    VIEW: await viewItems(db, appId, app.appCode),
    TEMPLATE: await templateItems(db, appId),
    ROLE: await roleItems(db, appId),
    RESOURCE: await resourceItems(db, appId),
  };
  const items: Record<string, ReleaseItem[]> = { ...parts };
  for (const [kind, list] of await artefactItems(db, appId)) items[kind] = list;
  for (const list of Object.values(items)) list.sort(byKey);
  return {
    app: {
      code: app.appCode,
      name: app.appName,
      description: app.description,
      icon: app.icon,
      homePath: app.homePath,
    },
    items,
  };
}
