import { API, ORG_CATEGORIES, PERMISSIONS, type Page } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  FormDialog,
  type PickableUser,
  type PickerQuery,
  RowButton,
  type SearchField,
  UserPickerDialog,
  useLocalizedDefinition,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionEnUs from './org.form.en-US.json';
import definitionJson from './org.form.json';
import {
  type Org,
  type OrgNode,
  type OrgPage,
  type OrgQuery,
  useCreateOrgMutation,
  useOrgTreeQuery,
  useRemoveOrgsMutation,
  useSetOrgStatusMutation,
  useUpdateOrgMutation,
} from './org-api';
import { MoveDialog, SortDialog } from './OrgDialogs';
import { OrgTree, findNode } from './OrgTree';
import { OrgNameCell, type OrgRow, parentIds, useOrgTreePage } from './tree-rows';

const P = PERMISSIONS.org;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
/** Creation time is in the export; the grid leaves it out to fit beside the tree. */
const SORTABLE = ['sort', 'orgCode', 'orgName'] as const;
const NO_TREE_SEARCH = {};
/** One empty tree, so that a loading tree is the same value on every render. */
const NO_NODES: OrgNode[] = [];

/** The create/update body from the form's values (trimmed texts, numbers as numbers). */
function toBody(values: Record<string, unknown>) {
  const text = (key: string) => String(values[key] ?? '').trim();
  const category = text('orgCategory');
  return {
    orgCode: text('orgCode'),
    orgName: text('orgName'),
    orgShortName: text('orgShortName'),
    orgNameEn: text('orgNameEn'),
    orgCategory: (ORG_CATEGORIES as readonly string[]).includes(category)
      ? (category as (typeof ORG_CATEGORIES)[number])
      : 'dept',
    orgType: text('orgType'),
    phone: text('phone'),
    email: text('email'),
    fax: text('fax'),
    address: text('address'),
    sort: Number(values.sort ?? 0),
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    remark: String(values.remark ?? ''),
  };
}

/**
 * 组织机构: the organisation tree beside the list of organisations as a tree table (every
 * organisation, or those below the chosen node; `tree-rows.tsx`), with create (under the chosen
 * node or a row), edit, move, sort, leader, enable/disable (disabling takes everything below
 * along), delete and export.
 */
export function OrgScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [selected, setSelected] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const treeQuery = useOrgTreeQuery(keyword ? { keyword } : NO_TREE_SEARCH);
  const fullTree = useOrgTreeQuery(NO_TREE_SEARCH);
  const tree = fullTree.data ?? NO_NODES;
  const selectedNode = selected === null ? null : (findNode(tree, selected) ?? null);
  const [createOrg] = useCreateOrgMutation();
  const [updateOrg] = useUpdateOrgMutation();
  const [removeOrgs] = useRemoveOrgsMutation();
  const [setOrgStatus] = useSetOrgStatusMutation();
  const canAdd = useCan(P.add);
  const canEdit = useCan(P.edit);
  const canStatus = useCan(P.status);
  const [childOf, setChildOf] = useState<Org | null>(null);
  const localizedDefinition = useLocalizedDefinition(definition, translations);
  const [moving, setMoving] = useState<Org | null>(null);
  const [sorting, setSorting] = useState(false);
  const [leaderOf, setLeaderOf] = useState<Org | null>(null);
  const status = useStatusColumn<OrgRow>(t('org.status'));
  const saved = useCallback(
    (key: string) => notify(t(key), { variant: 'success', autoHideDuration: 3000 }),
    [t],
  );
  const categoryText = useCallback(
    (category: string) => t(`org.category.${category}`, { defaultValue: category }),
    [t],
  );

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'orgName', label: t('org.orgName') },
      { key: 'orgCode', label: t('org.orgCode'), maxLength: 64 },
      {
        key: 'orgCategory',
        label: t('org.orgCategory'),
        kind: 'select',
        options: ORG_CATEGORIES.map((value) => ({ value, label: categoryText(value) })),
      },
      { key: 'status', label: t('org.status'), kind: 'status' },
    ],
    [t, categoryText],
  );
  const [withDescendants, setWithDescendants] = useState(false);
  const [folded, setFolded] = useState<readonly number[]>([]);
  const view = useMemo<Partial<OrgQuery>>(
    () => (folded.length === 0 ? {} : { folded: [...folded] }),
    [folded],
  );
  const toggleFolded = useCallback(
    (id: number) =>
      setFolded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
    [],
  );
  const scope = useMemo<Partial<OrgQuery>>(
    () => (selected === null ? {} : { parentId: selected, withDescendants }),
    [selected, withDescendants],
  );

  const columns = useMemo<GridColDef<OrgRow>[]>(
    () => [
      {
        field: 'orgName',
        headerName: t('org.orgName'),
        flex: 1.4,
        minWidth: 160,
        renderCell: ({ row }) => (
          <OrgNameCell
            row={row}
            folded={folded.includes(row.id)}
            onToggle={toggleFolded}
            labels={{ fold: t('org.fold'), unfold: t('org.unfold') }}
          />
        ),
      },
      { field: 'orgCode', headerName: t('org.orgCode'), flex: 1, minWidth: 80 },
      {
        field: 'orgCategory',
        headerName: t('org.orgCategory'),
        width: 88,
        sortable: false,
        valueGetter: (value: string) => categoryText(value),
      },
      {
        field: 'leaderName',
        headerName: t('org.leader'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          canEdit ? (
            <div className="row-actions">
              <RowButton
                className="row-button-ellipsis"
                title={row.leaderName ?? undefined}
                color={row.leaderName ? 'primary' : 'inherit'}
                aria-label={`${row.leaderName ?? t('org.noLeader')} (${t('org.setLeader')} ${row.orgName})`}
                onClick={() => setLeaderOf(row)}
              >
                {row.leaderName ?? t('org.noLeader')}
              </RowButton>
            </div>
          ) : (
            (row.leaderName ?? '')
          ),
      },
      status,
      { field: 'sort', headerName: t('org.sort'), width: 64, type: 'number' },
    ],
    [t, status, categoryText, canEdit, folded, toggleFolded],
  );

  const csvColumns = useMemo<CsvColumn<Org>[]>(
    () => [
      { header: t('org.orgCode'), value: (row) => row.orgCode },
      { header: t('org.orgName'), value: (row) => row.orgName },
      { header: t('org.orgShortName'), value: (row) => row.orgShortName },
      { header: t('org.orgNameEn'), value: (row) => row.orgNameEn },
      { header: t('org.orgCategory'), value: (row) => categoryText(row.orgCategory) },
      { header: t('org.orgType'), value: (row) => row.orgType },
      {
        header: t('org.parent'),
        value: (row) =>
          row.parentId === null ? '' : (findNode(tree, row.parentId)?.orgName ?? ''),
      },
      { header: t('org.leader'), value: (row) => row.leaderName ?? '' },
      { header: t('org.phone'), value: (row) => row.phone },
      { header: t('org.email'), value: (row) => row.email },
      { header: t('org.fax'), value: (row) => row.fax },
      { header: t('org.address'), value: (row) => row.address },
      {
        header: t('org.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('org.sort'), value: (row) => row.sort },
      { header: t('org.remark'), value: (row) => row.remark },
      { header: t('org.createdAt'), value: (row) => row.createdAt },
    ],
    [t, categoryText, tree],
  );

  const rowActions = useCallback(
    (row: Org) => (
      <>
        {canAdd && (
          <RowButton
            onClick={() => setChildOf(row)}
            aria-label={`${t('org.addChild')} ${row.orgName}`}
          >
            {t('org.addChild')}
          </RowButton>
        )}
        {canEdit && (
          <RowButton onClick={() => setMoving(row)} aria-label={`${t('org.move')} ${row.orgName}`}>
            {t('org.move')}
          </RowButton>
        )}
      </>
    ),
    [canAdd, canEdit, t],
  );

  const pickLeader = useCallback(
    (query: PickerQuery) =>
      callRoute<Page<PickableUser>>(http, { route: API.user.page, body: query }),
    [http],
  );

  const aside = (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        size="small"
        variant={selected === null ? 'contained' : 'text'}
        onClick={() => setSelected(null)}
        sx={{ justifySelf: 'start' }}
      >
        {t('org.allOrgs')}
      </Button>
      <FormControlLabel
        control={
          <Checkbox
            checked={withDescendants}
            onChange={(event) => setWithDescendants(event.target.checked)}
          />
        }
        label={t('org.withDescendants')}
      />
      <OrgTree
        label={t('org.tree')}
        nodes={treeQuery.data ?? NO_NODES}
        loading={treeQuery.isFetching}
        selected={selected}
        onSelect={setSelected}
        keyword={keyword}
        onKeyword={setKeyword}
      />
    </Box>
  );

  return (
    <CrudScreen<OrgRow, OrgQuery>
      title={title}
      entityName={t('org.name')}
      rowLabel={(row) => `${row.orgName} (${row.orgCode})`}
      searchFields={searchFields}
      scope={scope}
      view={view}
      sortable={SORTABLE}
      usePage={useOrgTreePage}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        create: (values) => createOrg({ ...toBody(values), parentId: selected }).unwrap(),
        update: (row, values) => updateOrg({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeOrgs(ids).unwrap()}
      {...(canStatus
        ? {
            toggleStatus: (row: Org) =>
              setOrgStatus({ ids: [row.id], status: row.status === 1 ? 0 : 1 }).unwrap(),
          }
        : {})}
      exportCsv={{
        // the whole search, folded rows included
        fetchPage: async ({ folded: _shown, ...body }) => {
          const page = await callRoute<OrgPage>(http, { route: API.org.page, body });
          return { ...page, list: page.list.map((row) => ({ ...row, level: null })) };
        },
        columns: csvColumns,
        fileName: 'organisations',
      }}
      rowActions={canAdd || canEdit ? rowActions : undefined}
      rowActionsWidth={(canAdd ? 72 : 0) + (canEdit ? 48 : 0)}
      toolbar={
        <>
          <Button variant="outlined" onClick={() => setFolded([])} disabled={folded.length === 0}>
            {t('org.unfoldAll')}
          </Button>
          <Button variant="outlined" onClick={() => setFolded(parentIds(tree))}>
            {t('org.foldAll')}
          </Button>
          {canEdit && (
            <Button variant="outlined" onClick={() => setSorting(true)}>
              {t('org.sortChildren')}
            </Button>
          )}
        </>
      }
      aside={aside}
    >
      <FormDialog
        open={childOf !== null}
        title={t('org.addChildTitle', { name: childOf?.orgName ?? '' })}
        definition={localizedDefinition}
        onSave={async (values) => {
          if (!childOf) return;
          await createOrg({ ...toBody(values), parentId: childOf.id }).unwrap();
          setChildOf(null);
          saved('saved');
        }}
        onClose={() => setChildOf(null)}
      />
      <MoveDialog
        org={moving}
        tree={tree}
        onMoved={() => {
          setMoving(null);
          saved('org.moved');
        }}
        onClose={() => setMoving(null)}
      />
      <SortDialog
        open={sorting}
        parent={selectedNode}
        tree={tree}
        onClose={() => setSorting(false)}
      />
      <UserPickerDialog
        open={leaderOf !== null}
        multiple={false}
        title={t('org.leaderOf', { name: leaderOf?.orgName ?? '' })}
        fetchPage={pickLeader}
        onConfirm={async ([user]) => {
          if (!leaderOf || !user) return;
          await updateOrg({ id: leaderOf.id, leaderUserId: user.id }).unwrap();
          setLeaderOf(null);
          saved('saved');
        }}
        {...(leaderOf?.leaderUserId
          ? {
              extraAction: {
                label: t('org.clearLeader'),
                run: async () => {
                  await updateOrg({ id: leaderOf.id, leaderUserId: null }).unwrap();
                  setLeaderOf(null);
                  saved('saved');
                },
              },
            }
          : {})}
        onClose={() => setLeaderOf(null)}
      />
    </CrudScreen>
  );
}
