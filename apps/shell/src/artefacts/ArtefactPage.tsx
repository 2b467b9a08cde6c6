import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ArtefactKind, FORM_PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type ArtefactRecord,
  useArtefactPageQuery,
  useRemoveArtefactsMutation,
  useSetArtefactStatusMutation,
} from '../api/artefacts-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { ArtefactDialog } from './ArtefactDialog';
import { useFormChoices, useViewChoices } from './fields';
import { KINDS, type Names } from './kinds';

/** The summary column's names of forms and views, by id. */
function useNames(appId: number): Names {
  const forms = useFormChoices(appId);
  const views = useViewChoices();
  return useMemo(() => {
    const find = (choices: typeof forms, id: number) =>
      choices.find((c) => c.value === id)?.label ?? `#${id}`;
    return { form: (id) => find(forms, id), view: (id) => find(views, id) };
  }, [forms, views]);
}

/**
 * The artefacts of one kind of an application: searchable and paged, with create, change
 * (name, description and the kind's content in a dialog), enable or disable, and delete. The
 * kind's differences (its editor, summary and link) come from `KINDS`.
 */
export function ArtefactList({ app, kind }: { app: AppSummary; kind: ArtefactKind }) {
  const { t } = useTranslation('shell');
  const config = KINDS[kind];
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ keyword: '', pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ArtefactRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ArtefactRecord | null>(null);
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const names = useNames(app.id);
  const [setStatus] = useSetArtefactStatusMutation();
  const [remove, removing] = useRemoveArtefactsMutation();
  const artefacts = useArtefactPageQuery({
    appId: app.id,
    kind,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortBy: 'artefactCode',
    sortOrder: 'asc',
    ...(query.keyword ? { keyword: query.keyword } : {}),
  });
  const kindName = t(`artefact.kind.${kind}`);
  const summaryOf = (row: ArtefactRecord) => {
    try {
      return config.summary(row.content, t, names);
    } catch {
      // A content saved before its kind's rules changed: show it as it is.
      return JSON.stringify(row.content).slice(0, 120);
    }
  };
  const title = config.page ? t(`route.${config.page}`) : t(config.titleKey ?? kindName);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, keyword: typed.trim(), pageNo: 1 });
  };
  const removeConfirmed = async () => {
    if (!deleting) return;
    try {
      await remove([deleting.id]).unwrap();
    } finally {
      setDeleting(null);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('artefact.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        {canAdd && (
          <Button
            variant="outlined"
            onClick={() => setEditing('new')}
            sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
          >
            {t('artefact.newOf', { kind: kindName })}
          </Button>
        )}
      </Box>
      {editing && (
        <ArtefactDialog
          config={config}
          appId={app.id}
          {...(editing === 'new' ? {} : { artefact: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <Loadable
        query={artefacts}
        empty={query.keyword ? t('artefact.noMatch') : t('artefact.empty', { kind: kindName })}
      >
        {(page) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('artefact.code')}</TableCell>
                    <TableCell>{t('artefact.name')}</TableCell>
                    <TableCell>{t('artefact.content')}</TableCell>
                    <TableCell>{t('artefact.status')}</TableCell>
                    <TableCell>{t('artefact.updatedAt')}</TableCell>
                    <TableCell>{t('app.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.artefactCode}</TableCell>
                      <TableCell sx={{ minWidth: 120 }}>
                        {row.artefactName}
                        {row.description && (
                          <Typography variant="body2" color="text.secondary">
                            {row.description}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' }}>
                        {summaryOf(row)}
                      </TableCell>
                      <TableCell>
                        <Switch
                          size="small"
                          checked={row.status === 1}
                          disabled={!canEdit}
                          onChange={(event) =>
                            void setStatus({ id: row.id, status: event.target.checked ? 1 : 0 })
                          }
                          slotProps={{
                            input: {
                              'aria-label': t('artefact.statusOf', { name: row.artefactName }),
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(row.updatedAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {config.open && (
                          <Button
                            size="small"
                            component={Link}
                            to={config.open.path(row.id)}
                            aria-label={t(config.open.nameKey, { name: row.artefactName })}
                          >
                            {t(config.open.labelKey)}
                          </Button>
                        )}
                        {canEdit && (
                          <Button
                            size="small"
                            onClick={() => setEditing(row)}
                            aria-label={t('artefact.editOf', {
                              kind: kindName,
                              name: row.artefactName,
                            })}
                          >
                            {t('artefact.edit')}
                          </Button>
                        )}
                        {canRemove && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setDeleting(row)}
                            aria-label={t('artefact.deleteOf', { name: row.artefactName })}
                          >
                            {t('artefact.delete')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Paging
              total={page.total}
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
      <Dialog
        open={deleting !== null}
        onClose={(_, reason) => reason !== 'backdropClick' && setDeleting(null)}
      >
        <DialogTitle>{t('app.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('artefact.confirmText', { name: deleting?.artefactName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('app.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={removing.isLoading}
            onClick={() => void removeConfirmed()}
          >
            {t('artefact.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/** A per-application page listing one kind of artefact. */
function kindPage(kind: ArtefactKind) {
  function ArtefactKindPage() {
    return <AppArea>{(app) => <ArtefactList app={app} kind={kind} />}</AppArea>;
  }
  ArtefactKindPage.displayName = `ArtefactPage(${kind})`;
  return ArtefactKindPage;
}

/** app/{appId}/Workflow: the application's flows. */
export const WorkflowPage = kindPage('WORKFLOW');
/** app/{appId}/ServiceOrchestration: the application's service orchestrations. */
export const OrchestrationPage = kindPage('ORCHESTRATION');
/** app/{appId}/StatisticalAnalysis: the application's statistics. */
export const StatisticPage = kindPage('STATISTIC');
/** app/{appId}/TaskScheduling: the application's scheduled tasks. */
export const TaskPage = kindPage('TASK');
/** app/{appId}/SourceCode: the application's source files. */
export const SourcePage = kindPage('SOURCE');
/** app/{appId}/CompileRelease: the application's releases. */
export const ReleasePage = kindPage('RELEASE');
