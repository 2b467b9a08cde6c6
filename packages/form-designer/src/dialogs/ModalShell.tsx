import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useDesignerTranslation } from '../i18n';

/** How long the shell takes to close (its exit animation), as the spec says. */
export const CLOSE_DELAY_MS = 300;

export interface ModalShellProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Closes the dialog (Cancel, the close button, Escape). Never called for an outside click. */
  onClose: () => void;
  /**
   * Confirm. When absent there is no Confirm button. While the promise it returns is pending the
   * button shows its loading state; a rejection keeps the dialog open.
   */
  onConfirm?: () => unknown;
  /** Width of the dialog in px; 600 by default. */
  width?: number;
  /** Height of the content in px; it grows with the content when absent. */
  height?: number;
  /** Buttons placed before Cancel and Confirm. */
  actions?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the Confirm button's loading state from outside (e.g. a dialog's own submit). */
  loading?: boolean;
  /** Test id prefix; also names the dialog element for stories. */
  'data-testid'?: string;
}

/**
 * The one modal of the designer: centred, 5vh from the top, moved by dragging its title, never
 * closed by a click outside, with Cancel and Confirm in its footer, a loading Confirm while a
 * submit is pending, and a 300 ms closing animation.
 */
export function ModalShell(props: ModalShellProps) {
  const { open, title, children, onClose, onConfirm, width = 600, height, actions } = props;
  const { t } = useDesignerTranslation('dialogs');
  const titleId = useId();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [pending, setPending] = useState(false);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A dialog opens where the spec puts it, not where it was last dragged to.
  useEffect(() => {
    if (open) {
      setOffset({ x: 0, y: 0 });
      setPending(false);
    }
  }, [open]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { x: offset.x, y: offset.y, startX: event.clientX, startY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.x + event.clientX - start.startX,
      y: start.y + event.clientY - start.startY,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const confirm = async () => {
    if (!onConfirm || pending) return;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The dialog reported the failure itself; it stays open.
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      maxWidth={false}
      transitionDuration={{ enter: 225, exit: CLOSE_DELAY_MS }}
      aria-labelledby={titleId}
      data-testid={props['data-testid']}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          sx: {
            width,
            maxWidth: 'calc(100vw - 32px)',
            mt: '5vh',
            mx: 'auto',
            mb: 2,
            maxHeight: 'calc(100vh - 5vh - 16px)',
            // No transform until moved: a transformed ancestor would misplace the fixed
            // position of an item dragged inside a list of the dialog.
            transform: offset.x || offset.y ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
          },
        },
      }}
    >
      <DialogTitle
        id={titleId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        title={t('dragHandle')}
        sx={{ cursor: 'move', userSelect: 'none', pr: 6, fontSize: 16 }}
      >
        {title}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          size="small"
          sx={{ position: 'absolute', right: 8, top: 10 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={height === undefined ? undefined : { height, p: 0 }}>
        {children}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{props.cancelLabel ?? t('cancel')}</Button>
        {onConfirm && (
          <Button variant="contained" loading={pending || props.loading} onClick={confirm}>
            {props.confirmLabel ?? t('confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
