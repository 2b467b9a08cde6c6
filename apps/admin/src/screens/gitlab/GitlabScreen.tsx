import { API, GITLAB_SORT_COLUMNS, PERMISSIONS } from '@org/api-contract';
import { callRoute, notify, showError, useCan, useHttp } from '@org/app-kit';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  type SearchValues,
  useDateTimeColumn,
  useNamedText,
} from '@org/app-kit/list';
import definitionJson from './gitlab.form.json';
import definitionEnUs from './gitlab.form.en-US.json';
import {
  type GitlabPage,
  type GitlabQuery,
  type GitlabSyncResult,
  type GitlabUser,
  useBlockGitlabUsersMutation,
  useCreateGitlabUserMutation,
  useGitlabPageQuery,
  useRemoveGitlabUsersMutation,
  useSyncGitlabUsersMutation,
  useTestGitlabConnectionMutation,
  useUnbindGitlabUserMutation,
  useUpdateGitlabUserMutation,
} from './gitlab-api';
import {
  BindDialog,
  ConnectionDialog,
  SyncResultDialog,
  failureText,
  testText,
} from './gitlab-dialogs';

const P = PERMISSIONS.gitlab;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const text = (value: unknown) => String(value ?? '').trim();

/** The form's fields as the create/update body; an empty token is left out (kept). */
function toBody(values: Record<string, unknown>) {
  const token = String(values.accessToken ?? '');
  return {
    gitlabUsername: text(values.gitlabUsername),
    gitlabName: text(values.gitlabName),
    gitlabEmail: text(values.gitlabEmail),
    isAdmin: values.isAdmin === true,
    canCreateGroup: values.canCreateGroup === true,
    projectsLimit: Number(values.projectsLimit ?? 0),
    isExternal: values.isExternal === true,
    remark: String(values.remark ?? ''),
    ...(token === '' ? {} : { accessToken: token }),
  };
}

type Dialog =
  | { kind: 'bind'; mapping: GitlabUser }
  | { kind: 'sync'; result: GitlabSyncResult }
  | { kind: 'connection' }
  | null;

/** GitLab 用户管理: GitLab accounts mapped to platform users; bind, sync, block. */
export function GitlabScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createMapping] = useCreateGitlabUserMutation();
  const [updateMapping] = useUpdateGitlabUserMutation();
  const [removeMappings] = useRemoveGitlabUsersMutation();
  const [unbind] = useUnbindGitlabUserMutation();
  const [block] = useBlockGitlabUsersMutation();
  const [sync] = useSyncGitlabUsersMutation();
  const [testToken] = useTestGitlabConnectionMutation();
  const canEdit = useCan(P.edit);
  const canBind = useCan(P.bind);
  const canSync = useCan(P.sync);
  const canBlock = useCan(P.block);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; mapping: GitlabUser } | null>(null);
  const lastSyncAt = useDateTimeColumn<GitlabUser>('lastSyncAt', t('gitlab.lastSyncAt'));
  const label = useCallback((row: GitlabUser) => row.gitlabUsername, []);

  const stateText = useCallback(
    (state: string) => (state === 'blocked' ? t('gitlab.blocked') : t('gitlab.active')),
    [t],
  );
  const syncText = useCallback((status: string) => t(`gitlab.${status}`), [t]);

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'gitlabUsername', label: t('gitlab.gitlabUsername') },
      { key: 'gitlabName', label: t('gitlab.gitlabName') },
      { key: 'gitlabEmail', label: t('gitlab.gitlabEmail') },
      { key: 'account', label: t('gitlab.account'), maxLength: 64 },
      {
        key: 'state',
        label: t('gitlab.state'),
        kind: 'select',
        options: [
          { value: 'active', label: t('gitlab.active') },
          { value: 'blocked', label: t('gitlab.blocked') },
        ],
      },
      {
        key: 'syncStatus',
        label: t('gitlab.syncStatus'),
        kind: 'select',
        options: ['NEVER', 'SYNCED', 'FAILED'].map((value) => ({
          value,
          label: t(`gitlab.${value}`),
        })),
      },
      {
        key: 'bound',
        label: t('gitlab.bound'),
        kind: 'select',
        options: [
          { value: 'true', label: t('gitlab.boundYes') },
          { value: 'false', label: t('gitlab.boundNo') },
        ],
      },
    ],
    [t],
  );
  const toSearch = useCallback((values: SearchValues): Partial<GitlabQuery> => {
    const query: Record<string, string | boolean> = {};
    for (const [key, raw] of Object.entries(values)) {
      const value = raw.trim();
      if (value === '') continue;
      query[key] = key === 'bound' ? value === 'true' : value;
    }
    return query as Partial<GitlabQuery>;
  }, []);

  /** Whether the user is a GitLab admin, and the last sync, only where the grid has room. */
  const wide = useMediaQuery('(min-width:1600px)');
  const isAdmin = useMemo<GridColDef<GitlabUser>>(
    () => ({
      field: 'isAdmin',
      headerName: t('gitlab.isAdmin'),
      width: 70,
      sortable: false,
      valueGetter: (value: boolean) => (value ? t('gitlab.yes') : t('gitlab.no')),
    }),
    [t],
  );

  const columns = useMemo<GridColDef<GitlabUser>[]>(
    () => [
      { field: 'gitlabUsername', headerName: t('gitlab.gitlabUsername'), flex: 1, minWidth: 120 },
      { field: 'gitlabName', headerName: t('gitlab.gitlabName'), flex: 1, minWidth: 90 },
      {
        field: 'gitlabEmail',
        headerName: t('gitlab.gitlabEmail'),
        flex: 1.2,
        minWidth: 140,
        sortable: false,
      },
      { field: 'account', headerName: t('gitlab.account'), flex: 1, minWidth: 90 },
      {
        field: 'state',
        headerName: t('gitlab.state'),
        width: 100,
        sortable: false,
        valueGetter: (value: string) => stateText(value),
      },
      {
        field: 'accessTokenHint',
        headerName: t('gitlab.token'),
        width: 90,
        sortable: false,
        valueGetter: (_: string, row: GitlabUser) =>
          row.hasAccessToken ? `…${row.accessTokenHint}` : t('gitlab.tokenNone'),
      },
      {
        field: 'syncStatus',
        headerName: t('gitlab.syncStatus'),
        width: 90,
        sortable: false,
        valueGetter: (value: string) => syncText(value),
      },
      ...(wide ? [isAdmin, lastSyncAt] : []),
    ],
    [t, stateText, syncText, isAdmin, lastSyncAt, wide],
  );

  const csvColumns = useMemo<CsvColumn<GitlabUser>[]>(
    () => [
      { header: t('gitlab.gitlabUsername'), value: (row) => row.gitlabUsername },
      { header: t('gitlab.gitlabName'), value: (row) => row.gitlabName },
      { header: t('gitlab.gitlabEmail'), value: (row) => row.gitlabEmail },
      { header: t('gitlab.account'), value: (row) => row.account },
      { header: t('gitlab.gitlabUserId'), value: (row) => row.gitlabUserId },
      { header: t('gitlab.state'), value: (row) => stateText(row.state) },
      { header: t('gitlab.isAdmin'), value: (row) => (row.isAdmin ? t('gitlab.yes') : '') },
      { header: t('gitlab.projectsLimit'), value: (row) => row.projectsLimit },
      { header: t('gitlab.syncStatus'), value: (row) => syncText(row.syncStatus) },
      { header: t('gitlab.lastSyncAt'), value: (row) => row.lastSyncAt },
      { header: t('gitlab.remark'), value: (row) => row.remark },
      { header: t('gitlab.createdAt'), value: (row) => row.createdAt },
    ],
    [t, stateText, syncText],
  );

  const run = useCallback(
    async (action: () => Promise<string>) => {
      try {
        const message = await action();
        notify(message, { variant: 'success', autoHideDuration: 3000 });
      } catch (error) {
        showError(failureText(error, t));
      }
    },
    [t],
  );

  const act = (action: () => Promise<unknown>) => {
    setMenu(null);
    void action();
  };

  const showMore = canSync || canBlock || canEdit;
  const bindOf = useNamedText('gitlab.bindOf', 'admin');
  const unbindOf = useNamedText('gitlab.unbindOf', 'admin');
  const moreOf = useNamedText('gitlab.moreOf', 'admin');
  const rowActions = useCallback(
    (row: GitlabUser) => (
      <>
        {canBind &&
          (row.userId === null ? (
            <RowButton
              onClick={() => setDialog({ kind: 'bind', mapping: row })}
              aria-label={bindOf(label(row))}
            >
              {t('gitlab.bind')}
            </RowButton>
          ) : (
            <RowButton
              color="inherit"
              onClick={() =>
                void run(async () => {
                  await unbind(row.id).unwrap();
                  return t('gitlab.unbound');
                })
              }
              aria-label={unbindOf(label(row))}
            >
              {t('gitlab.unbind')}
            </RowButton>
          ))}
        {showMore && (
          <RowButton
            aria-haspopup="menu"
            onClick={(event) => setMenu({ anchor: event.currentTarget, mapping: row })}
            aria-label={moreOf(label(row))}
          >
            {t('gitlab.more')}
          </RowButton>
        )}
      </>
    ),
    [canBind, showMore, run, unbind, t, label, bindOf, unbindOf, moreOf],
  );

  const target = menu?.mapping;
  const blocked = target?.state === 'blocked';

  return (
    <CrudScreen<GitlabUser, GitlabQuery>
      title={title}
      entityName={t('gitlab.name')}
      rowLabel={label}
      searchFields={searchFields}
      toSearch={toSearch}
      sortable={GITLAB_SORT_COLUMNS}
      usePage={useGitlabPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        toValues: (row) => ({ ...row, accessToken: '' }),
        create: (values) => createMapping(toBody(values)).unwrap(),
        update: (row, values) => updateMapping({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeMappings(ids).unwrap()}
      rowActions={rowActions}
      rowActionsWidth={(canBind ? 56 : 0) + (showMore ? 56 : 0)}
      exportCsv={{
        fetchPage: (body) => callRoute<GitlabPage>(http, { route: API.gitlab.page, body }),
        columns: csvColumns,
        fileName: 'gitlab-users',
      }}
      toolbar={
        (canEdit || canSync) && (
          <Button variant="outlined" onClick={() => setDialog({ kind: 'connection' })}>
            {t('gitlab.connection')}
          </Button>
        )
      }
    >
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {canSync && target && (
          <MenuItem
            onClick={() =>
              act(async () => {
                try {
                  setDialog({ kind: 'sync', result: await sync([target.id]).unwrap() });
                } catch {
                  // the client has shown the server's message
                }
              })
            }
          >
            {t('gitlab.sync')}
          </MenuItem>
        )}
        {canBlock && target && (
          <MenuItem
            onClick={() =>
              act(() =>
                run(async () => {
                  const { affected } = await block({
                    ids: [target.id],
                    blocked: !blocked,
                  }).unwrap();
                  return t(blocked ? 'gitlab.unblockedDone' : 'gitlab.blockedDone', {
                    count: affected,
                  });
                }),
              )
            }
          >
            {blocked ? t('gitlab.unblock') : t('gitlab.block')}
          </MenuItem>
        )}
        {canSync && target?.hasAccessToken && (
          <MenuItem
            onClick={() =>
              act(async () => {
                try {
                  const result = await testToken({ id: target.id }).unwrap();
                  notify(testText(result, t), {
                    variant: result.ok ? 'success' : 'warning',
                    autoHideDuration: 5000,
                  });
                } catch (error) {
                  showError(failureText(error, t));
                }
              })
            }
          >
            {t('gitlab.testToken')}
          </MenuItem>
        )}
        {canEdit && target?.hasAccessToken && (
          <MenuItem
            onClick={() =>
              act(() =>
                run(async () => {
                  await updateMapping({ id: target.id, accessToken: null }).unwrap();
                  return t('gitlab.tokenCleared');
                }),
              )
            }
          >
            {t('gitlab.clearToken')}
          </MenuItem>
        )}
      </Menu>
      {dialog?.kind === 'bind' && (
        <BindDialog mapping={dialog.mapping} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'sync' && (
        <SyncResultDialog result={dialog.result} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'connection' && (
        <ConnectionDialog canSave={canEdit} canTest={canSync} onClose={() => setDialog(null)} />
      )}
    </CrudScreen>
  );
}
