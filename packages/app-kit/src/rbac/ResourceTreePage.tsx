import type { ResourceNode } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type CsvColumn, downloadText, toCsv } from '../list/csv';
import { ListPage } from '../list/ListPage';
import { SearchArea } from '../list/SearchArea';
import { usePermissions } from '../permissions/authorized';
import { ResourceGrid } from './ResourceGrid';
import { ResourceAside, ResourceTrail } from './ResourceNavigation';
import { type RbacSource, type RbacTexts, refusalOf, useRbacTexts } from './source';
import { childTypes } from './tree';
import { type ResourceEditorProps, useResourceActions } from './use-resource-actions';
import {
  type ResourceBrowser,
  type ResourceSearch,
  useResourceBrowser,
} from './use-resource-browser';

export interface ResourceTreePageProps {
  title: string;
  /** The title's heading level: 2 inside a page that has its title already (an application's). */
  level?: 1 | 2;
  /** A line under the title: what the resources are (an application's, …). */
  hint?: string;
  source: RbacSource;
  /** The create/edit dialog (the app's own form), open while it is rendered. */
  renderEditor: (props: ResourceEditorProps) => ReactNode;
}

/** The columns of the resource export: every node of the tree, with its parent's code. */
function resourceCsvColumns(
  texts: RbacTexts,
  parentOf: (node: ResourceNode) => ResourceNode | null,
): CsvColumn<ResourceNode>[] {
  const { t, typeOf } = texts;
  return [
    { header: t('rbac.resourceName'), value: (row) => row.resourceName },
    { header: t('rbac.resourceNameEn'), value: (row) => row.resourceNameEn },
    { header: t('rbac.resourceCode'), value: (row) => row.resourceCode },
    { header: t('rbac.resourceType'), value: (row) => typeOf(row.resourceType) },
    { header: t('rbac.parentCode'), value: (row) => parentOf(row)?.resourceCode ?? '' },
    { header: t('rbac.path'), value: (row) => row.path },
    { header: t('rbac.component'), value: (row) => row.component },
    { header: t('rbac.routeName'), value: (row) => row.routeName },
    { header: t('rbac.icon'), value: (row) => row.icon },
    { header: t('rbac.link'), value: (row) => row.link },
    { header: t('rbac.sort'), value: (row) => row.sort },
    { header: t('rbac.hidden'), value: (row) => (row.hidden ? 1 : 0) },
    {
      header: t('rbac.status'),
      value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
    },
    { header: t('rbac.remark'), value: (row) => row.remark },
  ];
}

/** Downloads `nodes` (the searched tree, depth first) as `resources-<day>.csv`. */
function exportResources(nodes: readonly ResourceNode[], columns: CsvColumn<ResourceNode>[]): void {
  downloadText(toCsv(nodes, columns), `resources-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** The search above the list: part of a name or code, and the status. */
function ResourceSearchArea({ browser, texts }: { browser: ResourceBrowser; texts: RbacTexts }) {
  const { t } = texts;
  const { draft, setDraft } = browser;
  return (
    <SearchArea onSearch={browser.runSearch} onReset={browser.resetSearch}>
      <TextField
        size="small"
        label={t('rbac.keyword')}
        value={draft.keyword}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        select
        size="small"
        label={t('rbac.status')}
        value={draft.status}
        onChange={(event) =>
          setDraft({ ...draft, status: event.target.value as ResourceSearch['status'] })
        }
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">{t('status.all')}</MenuItem>
        <MenuItem value="1">{t('status.enabled')}</MenuItem>
        <MenuItem value="0">{t('status.disabled')}</MenuItem>
      </TextField>
    </SearchArea>
  );
}

/**
 * A resource tree (the platform's, or an application's): the tree beside the list chooses a
 * node; the list shows what is below it, with the actions the user's codes allow. Resources are
 * added below a node only of the kinds it may hold, moved, reordered, enabled or disabled and
 * deleted here; creating and editing are the app's own dialog (`renderEditor`).
 */
export function ResourceTreePage({
  title,
  level = 1,
  hint,
  source,
  renderEditor,
}: ResourceTreePageProps) {
  const texts = useRbacTexts(source);
  const { t, nameOf } = texts;
  const { codes, isAdmin } = usePermissions();
  const viewCode = source.codes.viewResources;
  const mayView = viewCode === undefined || isAdmin || codes.has(viewCode);
  const browser = useResourceBrowser(source, mayView);
  const actions = useResourceActions(source, browser, texts, renderEditor);
  const { selected } = browser;
  const below = childTypes(selected?.resourceType ?? null);

  if (!mayView) {
    return (
      <ListPage title={title} level={level}>
        <Alert severity="info">{t('rbac.noResourceAccess', { code: viewCode })}</Alert>
      </ListPage>
    );
  }

  const headerActions = (
    <>
      {actions.canAdd && below.length > 0 && (
        <Button variant="contained" onClick={() => actions.create(selected)}>
          {selected ? t('rbac.addChild') : t('list.add')}
        </Button>
      )}
      {actions.canExport && (
        <Button
          variant="outlined"
          disabled={browser.nodes.length === 0}
          onClick={() =>
            exportResources(browser.nodes, resourceCsvColumns(texts, browser.parentOf))
          }
        >
          {t('list.export')}
        </Button>
      )}
    </>
  );

  return (
    <ListPage
      title={title}
      level={level}
      actions={headerActions}
      search={<ResourceSearchArea browser={browser} texts={texts} />}
      aside={<ResourceAside browser={browser} texts={texts} />}
    >
      <Stack spacing={1}>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
        {Boolean(browser.error) && <Alert severity="error">{refusalOf(browser.error, t)}</Alert>}
        <ResourceTrail
          browser={browser}
          texts={texts}
          actions={selected && actions.actionsOf(selected)}
          childless={selected !== null && below.length === 0}
        />
        <ResourceGrid
          source={source}
          texts={texts}
          label={selected ? t('rbac.childrenOf', { name: nameOf(selected) }) : t('rbac.topLevel')}
          rows={browser.rows}
          loading={browser.loading}
          onOpen={browser.select}
          canSort={actions.canEdit}
          actionsOf={actions.actionsOf}
          actionsWidth={actions.actionsWidth}
        />
      </Stack>
      {actions.dialogs}
    </ListPage>
  );
}
