import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, IconButton, Toolbar, Tooltip } from '@mui/material';
import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import {
  CodeViewDialog,
  ImportJsonDialog,
  JsonViewDialog,
  PreviewDialog,
} from '../designer/lazy-dialogs';
import type { ToolbarButtons } from '../designer/options';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { selectCanRedo, selectCanUndo, selectIsEmpty } from '../store/selectors';

export interface DesignerToolbarProps {
  /** Which buttons show (see `toolbarButtons(options)`). */
  buttons: ToolbarButtons;
}

/** Dialogs close with a 300 ms animation; they are unmounted after it. */
const DIALOG_UNMOUNT_DELAY_MS = 400;

type DialogName = 'importJson' | 'clear' | 'preview' | 'generateJson' | 'generateCode';

/**
 * Undo and redo (disabled when there is nothing to undo or redo), then import JSON, clear
 * (after a confirmation), preview, generate JSON and generate code, each shown only when
 * switched on.
 */
/**
 * The toolbar is a size container: where the canvas column is too narrow for every label, the
 * action buttons show their icons only (their names stay as accessible names and tooltips).
 */
const TOOLBAR_SX = {
  gap: 0.25,
  px: 1,
  flexWrap: 'wrap',
  bgcolor: 'background.paper',
  containerType: 'inline-size',
  '@container (max-width: 700px)': {
    '& .fd-toolbar-label': { display: 'none' },
    '& .MuiButton-startIcon': { m: 0 },
  },
} as const;

const ACTION_SX = { textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0, px: 1 } as const;

export function DesignerToolbar({ buttons }: DesignerToolbarProps) {
  const { t } = useDesignerTranslation();
  const dispatch = useDesignerDispatch();
  const canUndo = useDesignerSelector(selectCanUndo);
  const canRedo = useDesignerSelector(selectCanRedo);
  const isEmpty = useDesignerSelector(selectIsEmpty);
  const [open, setOpen] = useState<DialogName | null>(null);
  // A dialog is mounted only while open and during its closing animation, so that closed
  // dialogs do not follow every edit of the form.
  const [mounted, setMounted] = useState<DialogName | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (name: DialogName) => {
    clearTimeout(timer.current);
    setMounted(name);
    setOpen(name);
  };
  const close = () => {
    setOpen(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMounted(null), DIALOG_UNMOUNT_DELAY_MS);
  };
  const dialog = (name: DialogName) => buttons[name] && mounted === name;

  const history: ReactElement[] = [];
  if (buttons.undo) {
    history.push(
      <Tooltip key="undo" title={t('toolbar.undo')}>
        <span>
          <IconButton
            aria-label={t('toolbar.undo')}
            disabled={!canUndo}
            onClick={() => dispatch(designerActions.undone())}
          >
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>,
    );
  }
  if (buttons.redo) {
    history.push(
      <Tooltip key="redo" title={t('toolbar.redo')}>
        <span>
          <IconButton
            aria-label={t('toolbar.redo')}
            disabled={!canRedo}
            onClick={() => dispatch(designerActions.redone())}
          >
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>,
    );
  }

  const actions: { name: DialogName; icon: ReactElement; disabled?: boolean }[] = [
    { name: 'importJson', icon: <FileUploadIcon /> },
    { name: 'clear', icon: <DeleteSweepIcon />, disabled: isEmpty },
    { name: 'preview', icon: <VisibilityIcon /> },
    { name: 'generateJson', icon: <DataObjectIcon /> },
    { name: 'generateCode', icon: <CodeIcon /> },
  ];

  return (
    <Toolbar
      variant="dense"
      role="toolbar"
      aria-label={t('toolbar.label')}
      disableGutters
      sx={TOOLBAR_SX}
    >
      {history}
      <Box sx={{ flex: 1 }} />
      {actions
        .filter((action) => buttons[action.name])
        .map((action) => (
          <Tooltip key={action.name} title={t(`toolbar.${action.name}`)}>
            <span>
              <Button
                size="small"
                startIcon={action.icon}
                aria-label={t(`toolbar.${action.name}`)}
                sx={ACTION_SX}
                disabled={action.disabled}
                onClick={() => show(action.name)}
              >
                <span className="fd-toolbar-label">{t(`toolbar.${action.name}`)}</span>
              </Button>
            </span>
          </Tooltip>
        ))}
      <Suspense fallback={null}>
        {dialog('importJson') && <ImportJsonDialog open={open === 'importJson'} onClose={close} />}
        {dialog('preview') && <PreviewDialog open={open === 'preview'} onClose={close} />}
        {dialog('generateJson') && (
          <JsonViewDialog open={open === 'generateJson'} onClose={close} />
        )}
        {dialog('generateCode') && (
          <CodeViewDialog open={open === 'generateCode'} onClose={close} />
        )}
      </Suspense>
      {dialog('clear') && (
        <ConfirmDialog
          open={open === 'clear'}
          title={t('toolbar.clearTitle')}
          message={t('toolbar.clearMessage')}
          onConfirm={() => dispatch(designerActions.formCleared())}
          onClose={close}
        />
      )}
    </Toolbar>
  );
}
