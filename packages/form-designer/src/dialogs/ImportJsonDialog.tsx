import {
  formatIssueIn,
  issueMessage,
  importDefinition,
  parseJsonText,
  type DefinitionIssue,
} from '@org/form-schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDesignerTranslation } from '../i18n';
import { useDesignerServices } from '../services/context';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch } from '../store/hooks';
import { ModalShell } from './ModalShell';
import { useDesignerLocale } from './use-designer-locale';

export interface ImportJsonDialogProps {
  open: boolean;
  onClose: () => void;
}

type Problem =
  | { kind: 'empty' }
  | { kind: 'parse'; line: number; column: number; message: string }
  | { kind: 'invalid'; issues: DefinitionIssue[] };

/**
 * Replaces the form with a pasted or opened definition: native or FormMaking JSON of either
 * generation. Text that does not parse is refused with its line and column; a definition that
 * does not validate with the path of every problem. Nothing in the text runs: scripts stay text.
 * The first widget is selected after the import.
 */
export function ImportJsonDialog({ open, onClose }: ImportJsonDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  const dispatch = useDesignerDispatch();
  const { notify } = useDesignerServices();
  const locale = useDesignerLocale();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) {
      setText('');
      setProblem(null);
    }
  }, [open]);

  const place = (offset: number) => {
    const area = field.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(offset, offset);
  };

  const submit = () => {
    if (!text.trim()) {
      setProblem({ kind: 'empty' });
      return;
    }
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      const { line, column, reasons, offset } = parsed.error;
      setProblem({ kind: 'parse', line, column, message: reasons[locale] });
      place(offset);
      return;
    }
    const result = importDefinition(parsed.value);
    if (!result.ok) {
      setProblem({ kind: 'invalid', issues: result.errors });
      return;
    }
    dispatch(designerActions.definitionImported(result.definition));
    const warnings = result.warnings.map((issue) => formatIssueIn(issue, locale));
    notify(
      warnings.length > 0
        ? { type: 'warning', message: `${t('importJson.warnings')} ${warnings.join('; ')}` }
        : { type: 'success', message: t('importJson.imported') },
    );
    onClose();
  };

  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setText(await chosen.text());
    setProblem(null);
  };

  return (
    <ModalShell
      open={open}
      title={t('importJson.title')}
      width={800}
      onClose={onClose}
      onConfirm={submit}
      actions={
        <>
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t('importJson.openFile')}
            onChange={openFile}
          />
          <Button onClick={() => file.current?.click()} sx={{ mr: 'auto' }}>
            {t('importJson.openFile')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('importJson.hint')}
      </Typography>
      <TextField
        inputRef={field}
        label={t('importJson.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        multiline
        minRows={16}
        maxRows={16}
        fullWidth
        error={problem !== null}
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
        }}
      />
      {problem?.kind === 'empty' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('importJson.empty')}
        </Alert>
      )}
      {problem?.kind === 'parse' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('importJson.parseError', problem)}
        </Alert>
      )}
      {problem?.kind === 'invalid' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('importJson.invalid')}
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflow: 'auto' }}>
            {problem.issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                <code>{issue.path || t('importJson.root')}</code>: {issueMessage(issue, locale)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </ModalShell>
  );
}
