import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A question before unsaved work is dropped: its text, answered by the shell's dialog. */
export interface DiscardQuestion {
  text: string;
}

type Show = (question: DiscardQuestion) => Promise<boolean>;
let show: Show | null = null;

/**
 * Asks whether unsaved work may be dropped, in the shell's own dialog (`AskHost`), from any
 * code: true when the user agreed. Questions asked while one is open wait their turn.
 */
export function askDiscard(question: DiscardQuestion): Promise<boolean> {
  if (!show) return Promise.reject(new Error('askDiscard needs an <AskHost> mounted.'));
  return show(question);
}

interface Pending {
  question: DiscardQuestion;
  answer: (agreed: boolean) => void;
}

/** Where `askDiscard` shows its dialog; mounted once by the shell. */
export function AskHost() {
  const { t } = useTranslation('shell');
  const id = useId();
  const [queue, setQueue] = useState<readonly Pending[]>([]);
  useEffect(() => {
    show = (question) =>
      new Promise<boolean>((answer) => setQueue((now) => [...now, { question, answer }]));
    return () => {
      show = null;
    };
  }, []);
  const current = queue[0];
  const reply = (agreed: boolean) => {
    current?.answer(agreed);
    setQueue((now) => now.slice(1));
  };
  return (
    <Dialog
      open={current !== undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={(_, reason) => reason !== 'backdropClick' && reply(false)}
    >
      <DialogTitle id={`${id}-title`}>{t('discard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{current?.question.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={() => reply(false)}>
          {t('discard.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => reply(true)}>
          {t('discard.drop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
