import {
  PERMISSIONS,
  RESOURCE_PARENTS,
  RESOURCE_TYPES,
  type ResourceType,
} from '@org/api-contract';
import { notify, showError, useCan } from '@org/app-kit';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  type CsvColumn,
  downloadText,
  type FormDefinitionJson,
  FormDialog,
  ListPage,
  SearchArea,
  toCsv,
  useStatusToggle,
} from '@org/app-kit/list';
import { flattenTree, parentsOf } from '../role/tree-items';
import { MoveDialog } from './MoveDialog';
import definitionJson from './resource.form.json';
import {
  type ResourceNode,
  type ResourceTreeQuery,
  useCreateResourceMutation,
  useMoveResourceMutation,
  useRemoveResourcesMutation,
  useResourceTreeQuery,
  useSetResourceStatusMutation,
  useSortResourcesMutation,
  useUpdateResourceMutation,
} from './resource-api';

const P = PERMISSIONS.resource;
const definition = definitionJson as FormDefinitionJson;
const TEXT_FIELDS = [
  'resourceNameEn',
  'titleKey',
  'path',
  'component',
  'routeName',
  'redirect',
  'icon',
  'link',
  'remark',
] as const;
const FLAGS = ['hidden', 'keepAlive', 'affix', 'alwaysShow', 'hideTab', 'isExternal'] as const;

const resourceLabel = (node: ResourceNode) => `${node.resourceName} (${node.resourceCode})`;
const isResourceEnabled = (node: ResourceNode) => node.status === 1;

/** The types that may go under a parent of `parentType` (`null`: the top). */
export function childTypes(parentType: ResourceType | null): ResourceType[] {
  return RESOURCE_TYPES.filter((type) => RESOURCE_PARENTS[type].includes(parentType));
}

/** The form definition with the type choice narrowed to `types` (the first is the default). */
function definitionFor(types: readonly ResourceType[], labels: (type: ResourceType) => string) {
  return {
    ...definition,
    list: definition.list.map((widget) => {
      const field = widget as { model?: string; options?: Record<string, unknown> };
      if (field.model !== 'resourceType') return widget;
      return {
        ...widget,
        options: {
          ...field.options,
          defaultValue: types[0],
          options: types.map((type) => ({ value: type, label: labels(type) })),
        },
      };
    }),
  } as FormDefinitionJson;
}

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  const appId = Number(values.appId ?? 0);
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, String(values[field] ?? '').trim()]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  const flags = Object.fromEntries(FLAGS.map((field) => [field, values[field] === true])) as Record<
    (typeof FLAGS)[number],
    boolean
  >;
  return {
    resourceCode: String(values.resourceCode ?? '').trim(),
    resourceName: String(values.resourceName ?? '').trim(),
    resourceType: String(values.resourceType ?? 'MENU') as ResourceType,
    ...texts,
    ...flags,
    openMode: values.openMode === 'external' ? 'external' : 'internal',
    sort: Number(values.sort ?? 0),
    appId: appId > 0 ? appId : null,
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
  } as const;
}

type Editing =
  { kind: 'create'; parent: ResourceNode | null } | { kind: 'edit'; record: ResourceNode };

/**
 * 资源管理: the resource tree of directories, menus, pages, buttons and APIs. The tree beside
 * the list chooses a node; the list shows what is below it, with the actions of each resource.
 */
export function ResourceScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canRemove = useCan(P.remove);
  const canExport = useCan(P.export);
  const [draft, setDraft] = useState({ keyword: '', status: '' });
  const [filters, setFilters] = useState({ keyword: '', status: '' });
  const query = useMemo<ResourceTreeQuery>(
    () => ({
      ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
      ...(filters.status === '' ? {} : { status: Number(filters.status) as 0 | 1 }),
    }),
    [filters],
  );
  const { data, isFetching } = useResourceTreeQuery(query);
  const roots = useMemo(() => data ?? [], [data]);
  const nodes = useMemo(() => flattenTree(roots), [roots]);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const parents = useMemo(() => parentsOf(roots), [roots]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = selectedId === null ? null : (byId.get(selectedId) ?? null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<ResourceNode | null>(null);
  const [deleting, setDeleting] = useState<ResourceNode | null>(null);
  const [createResource] = useCreateResourceMutation();
  const [updateResource] = useUpdateResourceMutation();
  const [setStatus] = useSetResourceStatusMutation();
  const [moveResource, move] = useMoveResourceMutation();
  const [sortResources] = useSortResourcesMutation();
  const [removeResources, removal] = useRemoveResourcesMutation();

  const typeLabel = useCallback((type: ResourceType) => t(`resource.type.${type}`), [t]);
  const nameOf = useCallback(
    (node: ResourceNode) =>
      english && node.resourceNameEn ? node.resourceNameEn : node.resourceName,
    [english],
  );
  const done = useCallback(
    (text: string) => notify(text, { variant: 'success', autoHideDuration: 3000 }),
    [],
  );

  // the top level opens at first; a search opens every node so that the matches show
  useEffect(() => {
    if (!data) return;
    setExpanded(
      filters.keyword.trim()
        ? flattenTree(data).map((node) => String(node.id))
        : (current) => (current.length > 0 ? current : data.map((node) => String(node.id))),
    );
  }, [data, filters.keyword]);

  // a node that went away (deleted, filtered out) is no longer selected
  useEffect(() => {
    if (data && selectedId !== null && !byId.has(selectedId)) setSelectedId(null);
  }, [data, selectedId, byId]);

  const rows = selected ? (selected.children ?? []) : roots;
  const trail = useMemo(() => {
    const path: ResourceNode[] = [];
    let id = selectedId;
    while (id !== null && id !== undefined) {
      const node = byId.get(id);
      if (!node) break;
      path.unshift(node);
      id = parents.get(id) ?? null;
    }
    return path;
  }, [selectedId, byId, parents]);

  // enabling at once, disabling after a confirmation: the list pattern's one toggle
  const flipStatus = useCallback(
    (node: ResourceNode) => setStatus({ id: node.id, status: node.status === 1 ? 0 : 1 }).unwrap(),
    [setStatus],
  );
  const statusSaved = useCallback(() => done(t('saved')), [done, t]);
  const statusToggle = useStatusToggle<ResourceNode>({
    toggleStatus: flipStatus,
    allowed: canEdit,
    isEnabled: isResourceEnabled,
    entityName: t('resource.name'),
    rowLabel: resourceLabel,
    onDone: statusSaved,
  });
  const toggle = statusToggle.request;

  const actionsOf = useCallback(
    (node: ResourceNode) => {
      const label = resourceLabel(node);
      const enabled = isResourceEnabled(node);
      const below = childTypes(node.resourceType as ResourceType);
      const action = (
        text: string,
        icon: ReactNode,
        onClick: () => void,
        color: 'primary' | 'error' | 'success' | 'default' = 'primary',
      ) => (
        <Tooltip title={text}>
          <IconButton size="small" color={color} onClick={onClick} aria-label={`${text} ${label}`}>
            {icon}
          </IconButton>
        </Tooltip>
      );
      return (
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', height: '100%' }}>
          {canEdit &&
            action(t('list.edit'), <EditOutlined fontSize="small" />, () =>
              setEditing({ kind: 'edit', record: node }),
            )}
          {canAdd &&
            below.length > 0 &&
            action(t('resource.addChild'), <AddBoxOutlined fontSize="small" />, () =>
              setEditing({ kind: 'create', parent: node }),
            )}
          {canEdit &&
            action(t('resource.move'), <DriveFileMoveOutlined fontSize="small" />, () =>
              setMoving(node),
            )}
          {canEdit &&
            (enabled
              ? action(
                  t('list.disable'),
                  <BlockOutlined fontSize="small" />,
                  () => toggle(node),
                  'default',
                )
              : action(
                  t('list.enable'),
                  <CheckCircleOutlined fontSize="small" />,
                  () => toggle(node),
                  'success',
                ))}
          {canRemove &&
            action(
              t('list.delete'),
              <DeleteOutlined fontSize="small" />,
              () => setDeleting(node),
              'error',
            )}
        </Stack>
      );
    },
    [t, canAdd, canEdit, canRemove, toggle],
  );

  const columns = useMemo<GridColDef<ResourceNode>[]>(() => {
    const list: GridColDef<ResourceNode>[] = [
      {
        field: 'resourceName',
        headerName: t('resource.resourceName'),
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => nameOf(row),
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', height: '100%' }}>
            {(row.children ?? []).length > 0 ? (
              <Link
                component="button"
                onClick={() => setSelectedId(row.id)}
                aria-label={t('resource.childrenOf', { name: row.resourceName })}
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {nameOf(row)}
              </Link>
            ) : (
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {nameOf(row)}
              </Box>
            )}
            <Chip
              size="small"
              variant="outlined"
              label={typeLabel(row.resourceType as ResourceType)}
            />
            {row.status === 0 && <Chip size="small" label={t('status.disabled')} />}
          </Stack>
        ),
      },
      { field: 'resourceCode', headerName: t('resource.resourceCode'), flex: 1, minWidth: 130 },
      {
        field: 'path',
        headerName: t('resource.path'),
        flex: 1,
        minWidth: 80,
        valueGetter: (_value, row) => row.link || row.path,
      },
      { field: 'component', headerName: t('resource.component'), flex: 1, minWidth: 130 },
      { field: 'icon', headerName: t('resource.icon'), width: 76 },
      {
        field: 'sort',
        headerName: t('resource.sort'),
        width: 64,
        type: 'number',
        editable: canEdit,
      },
    ];
    if (!canAdd && !canEdit && !canRemove) return list;
    const width = 24 + (canEdit ? 56 * 3 : 0) + (canAdd ? 80 : 0) + (canRemove ? 56 : 0);
    return [
      ...list,
      {
        field: 'actions',
        headerName: t('list.actions'),
        width,
        sortable: false,
        renderCell: ({ row }) => actionsOf(row),
      },
    ];
  }, [t, nameOf, typeLabel, canAdd, canEdit, canRemove, actionsOf]);

  const csvColumns = useMemo<CsvColumn<ResourceNode>[]>(
    () => [
      { header: t('resource.resourceName'), value: (row) => row.resourceName },
      { header: t('resource.resourceNameEn'), value: (row) => row.resourceNameEn },
      { header: t('resource.resourceCode'), value: (row) => row.resourceCode },
      {
        header: t('resource.resourceType'),
        value: (row) => typeLabel(row.resourceType as ResourceType),
      },
      {
        header: t('resource.top'),
        value: (row) => {
          const parent = parents.get(row.id);
          return parent ? (byId.get(parent)?.resourceCode ?? '') : '';
        },
      },
      { header: t('resource.path'), value: (row) => row.path },
      { header: t('resource.component'), value: (row) => row.component },
      { header: t('resource.routeName'), value: (row) => row.routeName },
      { header: t('resource.icon'), value: (row) => row.icon },
      { header: t('resource.link'), value: (row) => row.link },
      { header: t('resource.sort'), value: (row) => row.sort },
      { header: t('resource.hidden'), value: (row) => (row.hidden ? 1 : 0) },
      {
        header: t('resource.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('resource.remark'), value: (row) => row.remark },
    ],
    [t, typeLabel, parents, byId],
  );

  // the dialog's form: the types its place allows
  const form = useMemo(() => {
    if (!editing) return null;
    if (editing.kind === 'create') {
      const parentType = (editing.parent?.resourceType ?? null) as ResourceType | null;
      return {
        title: editing.parent
          ? t('resource.addChildTitle', { name: editing.parent.resourceName })
          : t('dialog.createTitle', { name: t('resource.name') }),
        definition: definitionFor(childTypes(parentType), typeLabel),
        value: undefined,
      };
    }
    const parentId = parents.get(editing.record.id) ?? null;
    const parentType = (
      parentId === null ? null : (byId.get(parentId)?.resourceType ?? null)
    ) as ResourceType | null;
    const { children: _children, hasChildren: _has, ...record } = editing.record;
    return {
      title: t('dialog.editTitle', { name: t('resource.name') }),
      definition: definitionFor(childTypes(parentType), typeLabel),
      value: { ...record, appId: record.appId ?? 0 } as Record<string, unknown>,
    };
  }, [editing, t, typeLabel, parents, byId]);

  const save = async (values: Record<string, unknown>) => {
    if (!editing) return;
    if (editing.kind === 'create') {
      await createResource({ parentId: editing.parent?.id ?? null, ...toBody(values) }).unwrap();
      if (editing.parent) {
        const parentKey = String(editing.parent.id);
        setExpanded((current) => (current.includes(parentKey) ? current : [...current, parentKey]));
      }
    } else {
      await updateResource({ id: editing.record.id, ...toBody(values) }).unwrap();
    }
    setEditing(null);
    done(t('saved'));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeResources([deleting.id]).unwrap();
      done(t('deleted'));
    } catch {
      // the client has shown the server's message
    } finally {
      setDeleting(null);
    }
  };

  const exportCsv = () => {
    downloadText(
      toCsv(nodes, csvColumns),
      `resources-${new Date().toISOString().slice(0, 10)}.csv`,
    );
  };

  const topTypes = childTypes(selected ? (selected.resourceType as ResourceType) : null);
  const actions = (
    <>
      {canAdd && topTypes.length > 0 && (
        <Button
          variant="contained"
          onClick={() => setEditing({ kind: 'create', parent: selected })}
        >
          {selected ? t('resource.addChild') : t('list.add')}
        </Button>
      )}
      {canExport && (
        <Button variant="outlined" disabled={nodes.length === 0} onClick={exportCsv}>
          {t('list.export')}
        </Button>
      )}
    </>
  );

  const search = (
    <SearchArea
      onSearch={() => setFilters(draft)}
      onReset={() => {
        setDraft({ keyword: '', status: '' });
        setFilters({ keyword: '', status: '' });
      }}
    >
      <TextField
        size="small"
        label={t('resource.keyword')}
        value={draft.keyword}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        select
        size="small"
        label={t('resource.status')}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">{t('status.all')}</MenuItem>
        <MenuItem value="1">{t('status.enabled')}</MenuItem>
        <MenuItem value="0">{t('status.disabled')}</MenuItem>
      </TextField>
    </SearchArea>
  );

  const aside = (
    <>
      <Button
        size="small"
        fullWidth
        aria-pressed={selectedId === null}
        onClick={() => setSelectedId(null)}
        sx={{
          justifyContent: 'flex-start',
          mb: 0.5,
          fontWeight: selectedId === null ? 600 : 400,
          bgcolor: selectedId === null ? 'action.selected' : undefined,
        }}
      >
        {t('resource.topLevel')}
      </Button>
      <RichTreeView<ResourceNode>
        aria-label={t('resource.tree')}
        items={roots}
        getItemId={(node) => String(node.id)}
        getItemLabel={(node) => nameOf(node)}
        getItemChildren={(node) => node.children ?? []}
        selectedItems={selectedId === null ? null : String(selectedId)}
        onSelectedItemsChange={(_, id) => setSelectedId(id === null ? null : Number(id))}
        expandedItems={expanded}
        onExpandedItemsChange={(_, items) => setExpanded(items)}
        expansionTrigger="iconContainer"
      />
    </>
  );

  return (
    <ListPage title={title} actions={actions} search={search} aside={aside}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1,
          minHeight: 32,
        }}
      >
        <Breadcrumbs aria-label={t('resource.selected')} sx={{ flex: 1 }}>
          <Link component="button" onClick={() => setSelectedId(null)}>
            {t('resource.topLevel')}
          </Link>
          {trail.map((node, index) =>
            index === trail.length - 1 ? (
              <Typography key={node.id} color="text.primary">
                {nameOf(node)} · {typeLabel(node.resourceType as ResourceType)} ·{' '}
                {node.resourceCode}
              </Typography>
            ) : (
              <Link key={node.id} component="button" onClick={() => setSelectedId(node.id)}>
                {nameOf(node)}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {selected && actionsOf(selected)}
      </Box>
      {selected && topTypes.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('resource.noChildren')}
        </Typography>
      )}
      <DataGrid
        aria-label={
          selected
            ? t('resource.childrenOf', { name: selected.resourceName })
            : t('resource.topLevel')
        }
        rows={rows}
        columns={columns}
        loading={isFetching}
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        processRowUpdate={async (row, previous) => {
          if (row.sort === previous.sort) return previous;
          const sort = Math.trunc(Number(row.sort));
          if (!Number.isFinite(sort) || sort < 0 || sort > 1_000_000) {
            showError(`${t('resource.sort')}: 0 – 1000000`);
            return previous;
          }
          await sortResources({ items: [{ id: row.id, sort }] }).unwrap();
          done(t('resource.sortSaved'));
          return { ...row, sort };
        }}
        onProcessRowUpdateError={() => undefined}
        localeText={{
          ...(english ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: t('list.empty'),
        }}
        sx={{ border: 0, minHeight: 200 }}
      />
      {canEdit && rows.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('resource.sortHint')}
        </Typography>
      )}
      {form && (
        <FormDialog
          open
          title={form.title}
          definition={form.definition}
          value={form.value}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <MoveDialog
        node={moving}
        tree={roots}
        busy={move.isLoading}
        onMove={async (parentId, sort) => {
          if (!moving) return;
          await moveResource({
            id: moving.id,
            parentId,
            ...(sort === undefined ? {} : { sort }),
          }).unwrap();
          setMoving(null);
          done(t('resource.moved'));
        }}
        onClose={() => setMoving(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirm.title')}
        text={t('confirm.text', {
          name: deleting ? resourceLabel(deleting) : '',
        })}
        confirmLabel={t('list.delete')}
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {statusToggle.dialog}
    </ListPage>
  );
}
