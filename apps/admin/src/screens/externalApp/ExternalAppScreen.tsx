import { API, DEFAULT_GATEWAY_RATE, PERMISSIONS } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  useDateTimeColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './externalApp.form.json';
import definitionEnUs from './externalApp.form.en-US.json';
import {
  type ExternalApp,
  type ExternalAppCreate,
  type ExternalAppPage,
  type ExternalAppQuery,
  type ExternalAppWithSecret,
  useCreateExternalAppMutation,
  useExternalAppPageQuery,
  useRemoveExternalAppsMutation,
  useResetExternalAppSecretMutation,
  useSetExternalAppStatusMutation,
  useUpdateExternalAppMutation,
} from './external-app-api';
import { GrantDialog } from './GrantDialog';
import { SecretDialog } from './SecretDialog';

const P = PERMISSIONS.externalApp;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['appCode', 'appName', 'createdAt', 'lastUsedAt'] as const;

/** One entry a line, blank lines dropped. */
const linesOf = (value: unknown) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  const expires = values.expiresAt;
  return {
    appCode: String(values.appCode ?? '').trim(),
    appName: String(values.appName ?? '').trim(),
    logo: String(values.logo ?? '').trim() || null,
    grantTypes: (Array.isArray(values.grantTypes) ? values.grantTypes : []) as NonNullable<
      ExternalAppCreate['grantTypes']
    >,
    redirectUris: linesOf(values.redirectUris),
    ipWhitelist: linesOf(values.ipWhitelist),
    scopes: linesOf(values.scopes),
    accessTokenValiditySeconds: Number(values.accessTokenValiditySeconds ?? 7200),
    refreshTokenValiditySeconds: Number(values.refreshTokenValiditySeconds ?? 2_592_000),
    rateLimitPerMinute: Number(values.rateLimitPerMinute ?? DEFAULT_GATEWAY_RATE),
    expiresAt:
      typeof expires === 'number' || (typeof expires === 'string' && expires !== '')
        ? new Date(expires).toISOString()
        : null,
    contact: String(values.contact ?? '').trim(),
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    remark: String(values.remark ?? ''),
  };
}

/** The form's values of a record. */
function toValues(row: ExternalApp): Record<string, unknown> {
  return {
    ...row,
    logo: row.logo ?? '',
    redirectUris: row.redirectUris.join('\n'),
    ipWhitelist: row.ipWhitelist.join('\n'),
    scopes: row.scopes.join('\n'),
    expiresAt: row.expiresAt ? Date.parse(row.expiresAt) : null,
  };
}

/** 外部应用: external applications, their secret shown once, and the APIs they may call. */
export function ExternalAppScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const http = useHttp();
  const [createApp] = useCreateExternalAppMutation();
  const [updateApp] = useUpdateExternalAppMutation();
  const [removeApps] = useRemoveExternalAppsMutation();
  const [setStatus] = useSetExternalAppStatusMutation();
  const [resetSecret] = useResetExternalAppSecretMutation();
  const canReset = useCan(P.resetSecret);
  const canGrant = useCan(P.grant);
  const [secret, setSecret] = useState<ExternalAppWithSecret | null>(null);
  const [resetting, setResetting] = useState<ExternalApp | null>(null);
  const [resetBusy, setResetBusy] = useState(false);
  const [granting, setGranting] = useState<ExternalApp | null>(null);
  const status = useStatusColumn<ExternalApp>(t('externalApp.status'));
  const lastUsedAt = useDateTimeColumn<ExternalApp>('lastUsedAt', t('externalApp.lastUsedAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'appCode', label: t('externalApp.appCode'), maxLength: 64 },
      { key: 'appName', label: t('externalApp.appName') },
      { key: 'appKey', label: t('externalApp.appKey'), maxLength: 64 },
      { key: 'status', label: t('externalApp.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<ExternalApp>[]>(
    () => [
      { field: 'appCode', headerName: t('externalApp.appCode'), flex: 1, minWidth: 100 },
      { field: 'appName', headerName: t('externalApp.appName'), flex: 1, minWidth: 100 },
      {
        field: 'appKey',
        headerName: t('externalApp.appKey'),
        flex: 2.4,
        minWidth: 210,
        sortable: false,
        renderCell: ({ row }) => (
          <span title={`${t('externalApp.secretHint')} …${row.secretHint}`}>
            <code>{row.appKey}</code>
            {row.secretHint ? ` · …${row.secretHint}` : ''}
          </span>
        ),
      },
      status,
      {
        field: 'rateLimitPerMinute',
        headerName: t('externalApp.rateLimitPerMinute'),
        width: 124,
        type: 'number',
        sortable: false,
      },
      {
        field: 'expiresAt',
        headerName: t('externalApp.expiresAt'),
        width: 96,
        sortable: false,
        valueFormatter: (value: string | null) =>
          value ? new Date(value).toLocaleDateString(i18n.language) : t('externalApp.never'),
      },
      { ...lastUsedAt, width: 150 },
    ],
    [t, i18n.language, status, lastUsedAt],
  );

  const csvColumns = useMemo<CsvColumn<ExternalApp>[]>(
    () => [
      { header: t('externalApp.appCode'), value: (row) => row.appCode },
      { header: t('externalApp.appName'), value: (row) => row.appName },
      { header: t('externalApp.appKey'), value: (row) => row.appKey },
      { header: t('externalApp.grantTypes'), value: (row) => row.grantTypes.join(' ') },
      { header: t('externalApp.rateLimitPerMinute'), value: (row) => row.rateLimitPerMinute },
      { header: t('externalApp.contact'), value: (row) => row.contact },
      {
        header: t('externalApp.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('externalApp.expiresAt'), value: (row) => row.expiresAt ?? '' },
      { header: t('externalApp.lastUsedAt'), value: (row) => row.lastUsedAt ?? '' },
      { header: t('externalApp.remark'), value: (row) => row.remark },
      { header: t('externalApp.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: ExternalApp) => (
      <>
        {canReset && (
          <RowButton
            onClick={() => setResetting(row)}
            aria-label={`${t('externalApp.resetSecret')} ${row.appName}`}
          >
            {t('externalApp.resetSecret')}
          </RowButton>
        )}
        {canGrant && (
          <RowButton
            onClick={() => setGranting(row)}
            aria-label={`${t('externalApp.grant')} ${row.appName}`}
          >
            {t('externalApp.grant')}
          </RowButton>
        )}
      </>
    ),
    [canReset, canGrant, t],
  );

  const confirmReset = async () => {
    if (!resetting) return;
    setResetBusy(true);
    try {
      setSecret(await resetSecret(resetting.id).unwrap());
      setResetting(null);
    } catch {
      // the client has shown the server's message
    } finally {
      setResetBusy(false);
    }
  };

  return (
    <CrudScreen<ExternalApp, ExternalAppQuery>
      title={title}
      entityName={t('externalApp.name')}
      rowLabel={(row) => `${row.appName} (${row.appCode})`}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={useExternalAppPageQuery}
      columns={columns}
      permissions={{
        add: P.add,
        edit: P.edit,
        remove: P.remove,
        export: P.export,
        status: P.status,
      }}
      form={{
        definition,
        translations,
        toValues,
        create: async (values) => setSecret(await createApp(toBody(values)).unwrap()),
        update: (row, values) => updateApp({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeApps(ids).unwrap()}
      toggleStatus={(row) => setStatus({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()}
      exportCsv={{
        fetchPage: (body) =>
          callRoute<ExternalAppPage>(http, { route: API.externalApp.page, body }),
        columns: csvColumns,
        fileName: 'external-apps',
      }}
      rowActions={rowActions}
      rowActionsWidth={(canReset ? 76 : 0) + (canGrant ? 76 : 0)}
    >
      <SecretDialog app={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={resetting !== null}
        title={t('externalApp.resetTitle')}
        text={t('externalApp.resetText', { name: resetting?.appName ?? '' })}
        confirmLabel={t('externalApp.resetSecret')}
        busy={resetBusy}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(null)}
      />
      <GrantDialog key={granting?.id ?? 0} app={granting} onClose={() => setGranting(null)} />
    </CrudScreen>
  );
}
