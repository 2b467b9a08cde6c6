import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type CallError, notify } from '@org/app-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import {
  type ReleasePlan,
  useReleaseInfoQuery,
  useRollbackPreviewMutation,
  useRollbackReleaseMutation,
} from '../api/releases-api';
import { dateTime } from '../common/format';
import { ReleaseDiffView } from './ReleaseDiffView';
import { ReleasePlanView, releaseKindLabel } from './ReleasePlanView';

/** What a failed call says: its field errors' messages, else its message. */
export function refusalOf(error: unknown): string {
  const call = error as CallError;
  const errors = (call.data as { errors?: { message: string }[] } | undefined)?.errors ?? [];
  return errors.length > 0 ? errors.map((e) => e.message).join(' ') : call.message;
}

/** A dialog of the releases: title, content, and its buttons. */
export function ReleaseDialog({
  title,
  children,
  actions,
  onClose,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* focusable: a long preview or difference scrolls, and the keyboard must reach it */}
      <DialogContent tabIndex={0}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

/** 查看 of a release: version, time, checksum, notes, what it holds and what it changed. */
export function ReleaseInfoDialog({
  artefact,
  onClose,
}: {
  artefact: ArtefactRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const info = useReleaseInfoQuery({ artefactId: artefact.id });
  const version = String((artefact.content as { version?: string }).version ?? '');
  return (
    <ReleaseDialog
      title={t('release.titleOf', { version })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('release.close')}</Button>}
    >
      {info.error ? (
        <Alert severity="error">{refusalOf(info.error)}</Alert>
      ) : !info.data ? (
        <CircularProgress size={24} aria-label={t('release.loading')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}
          >
            <dt>{t('release.createdAt')}</dt>
            <dd>{dateTime(info.data.createdAt)}</dd>
            <dt>{t('release.checksum')}</dt>
            <Box component="dd" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {info.data.checksum}
            </Box>
            <dt>{t('release.notes')}</dt>
            <dd>{info.data.notes || t('release.noNotes')}</dd>
            <dt>{t('release.contents')}</dt>
            <dd>
              {Object.entries(info.data.counts)
                .filter(([, n]) => n > 0)
                .map(([kind, n]) => `${releaseKindLabel(t, kind)} ${n}`)
                .join(t('release.separator'))}
            </dd>
          </Box>
          <ReleaseDiffView info={info.data} />
        </Box>
      )}
    </ReleaseDialog>
  );
}

/**
 * 回滚 to a release: the plan of what it would create, update and remove is asked when the
 * dialog opens; 确认回滚 applies it (all or nothing) while no conflict stands.
 */
export function ReleaseRollbackDialog({
  artefact,
  onClose,
}: {
  artefact: ArtefactRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [preview] = useRollbackPreviewMutation();
  const [rollback, applying] = useRollbackReleaseMutation();
  const [plan, setPlan] = useState<ReleasePlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const version = String((artefact.content as { version?: string }).version ?? '');

  useEffect(() => {
    let live = true;
    preview({ artefactId: artefact.id })
      .unwrap()
      .then((answer) => live && setPlan(answer))
      .catch((error: unknown) => live && setFailure(refusalOf(error)));
    return () => {
      live = false;
    };
  }, [preview, artefact.id]);

  const confirm = async () => {
    setFailure(null);
    try {
      await rollback({ artefactId: artefact.id }).unwrap();
      notify(t('release.rolledBack', { version }), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure(refusalOf(error));
    }
  };

  return (
    <ReleaseDialog
      title={t('release.rollbackTitle', { version })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('release.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!plan || plan.conflicts.length > 0}
            loading={applying.isLoading}
            onClick={() => void confirm()}
          >
            {t('release.confirmRollback')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {plan ? (
          <ReleasePlanView plan={plan} mode="rollback" />
        ) : (
          !failure && (
            <Typography color="text.secondary">
              <CircularProgress size={16} sx={{ mr: 1 }} />
              {t('release.loading')}
            </Typography>
          )
        )}
      </Box>
    </ReleaseDialog>
  );
}
