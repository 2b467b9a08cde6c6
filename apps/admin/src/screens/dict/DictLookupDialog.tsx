import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Dict } from './dict-api';
import { DictLookup } from './DictLookup';

/** What `dictByCode` answers for one dictionary's code, as forms and designers receive it. */
export function DictLookupDialog({ dict, onClose }: { dict: Dict | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={dict !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="dict-lookup-title"
    >
      <DialogTitle id="dict-lookup-title">
        {dict ? t('dict.lookupTitle', { code: dict.dictCode }) : ''}
      </DialogTitle>
      {/* the lookup is asked only while a dictionary is shown */}
      <DialogContent dividers>{dict && <DictLookup code={dict.dictCode} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dict.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
