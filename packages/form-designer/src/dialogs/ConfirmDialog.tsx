import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDesignerTranslation } from '../i18n';
import { ModalShell } from './ModalShell';

export interface ConfirmDialogProps {
  open: boolean;
  /** Title; "Please confirm" by default. */
  title?: ReactNode;
  message: ReactNode;
  /** Runs on Confirm; the dialog closes when it returns (or its promise resolves). */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** Asks before something is cleared or deleted. */
export function ConfirmDialog({ open, title, message, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  return (
    <ModalShell
      open={open}
      title={title ?? t('confirmTitle')}
      width={420}
      onClose={onClose}
      onConfirm={async () => {
        await onConfirm();
        onClose();
      }}
    >
      <Typography>{message}</Typography>
    </ModalShell>
  );
}
