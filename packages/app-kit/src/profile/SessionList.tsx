import { type ClientDescription, describeUserAgent } from '@org/api-contract';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MySession } from './profile-api';

const KIND_ICONS = {
  desktop: ComputerOutlined,
  mobile: SmartphoneOutlined,
  tablet: TabletMacOutlined,
} as const;

export interface SessionListProps {
  sessions: readonly MySession[];
  /** Ends these sessions (never the current one); rejects when the server refused. */
  onEnd: (sessionIds: string[]) => Promise<unknown>;
}

/** "Chrome 126 · Windows 10", or the kind of device when the agent says nothing. */
export function deviceName(device: ClientDescription, unknown: string): string {
  const parts = [device.browser, device.os].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' · ') : unknown;
}

/**
 * 登录设备: the user's live sessions (device and browser from the user agent, address, signed
 * in, last active), the current one marked; any other one, or all others at once, can be
 * signed out after a confirmation.
 */
export function SessionList({ sessions, onEnd }: SessionListProps) {
  const { t, i18n } = useTranslation('profile');
  const [ending, setEnding] = useState<MySession[] | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const others = sessions.filter((session) => !session.current);
  const named = (session: MySession) =>
    deviceName(describeUserAgent(session.userAgent), t('unknown'));

  const confirm = async () => {
    if (!ending) return;
    setBusy(true);
    try {
      await onEnd(ending.map((session) => session.sessionId));
      setEnding(null);
    } catch {
      // the client has shown the server's message; the dialog stays to try again or cancel
    } finally {
      setBusy(false);
    }
  };

  const single = ending?.length === 1 ? ending[0] : undefined;
  return (
    <Box sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {t('sessions.hint')}
        </Typography>
        {others.length > 0 && (
          <Button variant="outlined" color="error" onClick={() => setEnding(others)}>
            {t('sessions.endOthers')}
          </Button>
        )}
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('sessions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sessions.device')}</TableCell>
              <TableCell>{t('sessions.ip')}</TableCell>
              <TableCell>{t('sessions.createdAt')}</TableCell>
              <TableCell>{t('sessions.lastSeenAt')}</TableCell>
              <TableCell align="right">{t('sessions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session) => {
              const device = describeUserAgent(session.userAgent);
              const Icon = KIND_ICONS[device.kind];
              const name = deviceName(device, t('unknown'));
              return (
                <TableRow key={session.sessionId} selected={session.current}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Icon fontSize="small" titleAccess={t(`kind.${device.kind}`)} />
                      <span title={session.userAgent}>{name}</span>
                    </Box>
                  </TableCell>
                  <TableCell>{session.ip || t('unknown')}</TableCell>
                  <TableCell>{when(session.createdAt)}</TableCell>
                  <TableCell>{when(session.lastSeenAt)}</TableCell>
                  <TableCell align="right">
                    {session.current ? (
                      <Chip size="small" color="primary" label={t('sessions.current')} />
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('sessions.endLabel', { device: name, ip: session.ip })}
                        onClick={() => setEnding([session])}
                      >
                        {t('sessions.end')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {others.length === 0 && sessions.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('sessions.onlyThis')}
        </Typography>
      )}
      <Dialog
        open={ending !== null}
        onClose={(_, reason) => {
          if (reason !== 'backdropClick' && !busy) setEnding(null);
        }}
        aria-labelledby="end-session-title"
      >
        <DialogTitle id="end-session-title">{t('sessions.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {single
              ? t('sessions.confirmOne', { device: named(single), ip: single.ip })
              : t('sessions.confirmAll', { count: ending?.length ?? 0 })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button disabled={busy} onClick={() => setEnding(null)}>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
            {t('sessions.end')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
