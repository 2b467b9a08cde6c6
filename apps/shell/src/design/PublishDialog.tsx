import { notify } from '@org/app-kit';
import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormPage, useFormVersionsQuery } from '../api/shell-api';
import { usePublishFormMutation } from '../api/versions-api';
import { dateTime } from '../common/format';

/** The newest versions offered for publishing (one page of the versions list). */
const OFFERED = 100;

/**
 * Publishes one of a form's saved versions (the latest chosen at first), or withdraws the
 * published one. A refusal stays in the dialog.
 */
export function PublishDialog({
  form,
  onClose,
}: {
  form: FormPage['list'][number];
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const versions = useFormVersionsQuery({
    formId: form.id,
    pageNo: 1,
    pageSize: OFFERED,
    sortOrder: 'desc',
  });
  const [publish, publishing] = usePublishFormMutation();
  const [chosen, setChosen] = useState(form.version);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<'publish' | 'withdraw' | null>(null);

  const send = async (version: number | null) => {
    setSent(version === null ? 'withdraw' : 'publish');
    try {
      await publish({ id: form.id, version }).unwrap();
      notify(
        version === null
          ? t('versions.withdrawnNotice')
          : t('versions.publishedNotice', { version }),
        { variant: 'success', autoHideDuration: 3000 },
      );
      onClose();
    } catch (error) {
      setFailure(t('versions.publishFailed', { message: (error as CallError).message }));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(chosen);
  };

  const listed = versions.data?.list ?? [];
  // The latest version is offered even before the list arrives.
  const offered = listed.some((row) => row.version === form.version)
    ? listed
    : [{ version: form.version, comment: '', createdAt: null }, ...listed];
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('versions.publishTitle', { name: form.formName })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Alert severity={form.publishedVersion === null ? 'warning' : 'info'}>
            {form.publishedVersion === null
              ? t('versions.noneYet')
              : t('versions.current', {
                  version: form.publishedVersion,
                  at: dateTime(form.publishedAt),
                })}
          </Alert>
          <DialogContentText>{t('versions.publishHint')}</DialogContentText>
          {versions.error ? (
            <Alert severity="error">{(versions.error as CallError).message}</Alert>
          ) : null}
          <TextField
            select
            label={t('versions.versionToPublish')}
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {offered.map((row) => {
              const marks = [
                row.version === form.version ? t('versions.latestMark') : null,
                row.version === form.publishedVersion ? t('versions.currentMark') : null,
              ].filter(Boolean);
              const details = [row.comment, row.createdAt ? dateTime(row.createdAt) : '']
                .filter(Boolean)
                .join(' · ');
              return (
                <MenuItem key={row.version} value={row.version}>
                  {t('versions.versionOption', { version: row.version })}
                  {marks.length > 0 ? ` (${marks.join(', ')})` : ''}
                  {details ? ` — ${details}` : ''}
                </MenuItem>
              );
            })}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          {form.publishedVersion !== null && (
            <Button
              onClick={() => void send(null)}
              loading={publishing.isLoading && sent === 'withdraw'}
              disabled={publishing.isLoading}
            >
              {t('versions.withdraw')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={publishing.isLoading && sent === 'publish'}
            disabled={publishing.isLoading || chosen === form.publishedVersion}
          >
            {t('versions.confirmPublish')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
