import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CallError, Spinner, notify } from '@org/app-kit';
import { ConfirmDialog } from '@org/app-kit/list';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FlowVersionRow,
  useFlowDesignVersionsQuery,
  useWithdrawFlowVersionMutation,
} from '../api/flowdesign-api';
import { dateTime } from '../common/format';

/** Whether a version can be started: the newest one, while it is not withdrawn. */
export const isLive = (row: FlowVersionRow, index: number) =>
  index === 0 && row.withdrawnAt === null;

/**
 * A flow's published versions, newest first, with the state of each (live, withdrawn,
 * superseded) and its running instances; the live version can be withdrawn (no new starts,
 * running instances finish) after a confirmation.
 */
export function FlowVersionsDialog({
  flowId,
  flowName,
  canEdit,
  onClose,
}: {
  flowId: number;
  flowName: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const versions = useFlowDesignVersionsQuery(flowId);
  const [withdraw, withdrawing] = useWithdrawFlowVersionMutation();
  const [asking, setAsking] = useState<FlowVersionRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = versions.data?.list ?? [];

  const confirm = async () => {
    const row = asking;
    setAsking(null);
    if (!row) return;
    try {
      await withdraw(flowId).unwrap();
      setFailure(null);
      notify(t('flowDesign.withdrawn', { version: row.version }), { variant: 'success' });
    } catch (error) {
      setFailure((error as CallError).message);
    }
  };

  const stateOf = (row: FlowVersionRow, index: number) =>
    row.withdrawnAt !== null ? (
      <Chip
        size="small"
        label={t('flowDesign.state.withdrawn', { at: dateTime(row.withdrawnAt) })}
      />
    ) : isLive(row, index) ? (
      <Chip size="small" color="success" label={t('flowDesign.state.live')} />
    ) : (
      <Chip size="small" variant="outlined" label={t('flowDesign.state.superseded')} />
    );

  return (
    <Dialog
      open
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
    >
      <DialogTitle id={titleId}>{t('flowDesign.versionsOf', { name: flowName })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {versions.isLoading ? (
          <Spinner size={24} />
        ) : versions.error ? (
          <Alert severity="error">{(versions.error as CallError).message}</Alert>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{t('flowDesign.noVersions')}</Typography>
        ) : (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('flowDesign.version')}</TableCell>
                <TableCell>{t('flowDesign.state')}</TableCell>
                <TableCell>{t('flowDesign.formVersion')}</TableCell>
                <TableCell>{t('flowDesign.publishedAt')}</TableCell>
                <TableCell>{t('flowDesign.publishedBy')}</TableCell>
                <TableCell align="right">{t('flowDesign.running')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {t('flowDesign.versionN', { version: row.version })}
                  </TableCell>
                  <TableCell>{stateOf(row, index)}</TableCell>
                  <TableCell>{row.formVersion}</TableCell>
                  <TableCell>{dateTime(row.publishedAt)}</TableCell>
                  <TableCell>{row.publishedByName}</TableCell>
                  <TableCell align="right">{row.running}</TableCell>
                  <TableCell align="right">
                    {canEdit && isLive(row, index) && (
                      <Button
                        size="small"
                        color="error"
                        loading={withdrawing.isLoading}
                        aria-label={t('flowDesign.withdrawOf', { version: row.version })}
                        onClick={() => setAsking(row)}
                      >
                        {t('flowDesign.withdraw')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('flowDesign.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={asking !== null}
        title={t('flowDesign.withdrawTitle')}
        text={t('flowDesign.withdrawQuestion', {
          version: asking?.version ?? 0,
          running: asking?.running ?? 0,
        })}
        confirmLabel={t('flowDesign.withdraw')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Dialog>
  );
}
