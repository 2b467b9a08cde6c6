import Chip from '@mui/material/Chip';
import { useDesignerTranslation } from '../i18n';

/** The saved flag of the data source and event script managers, announced when it changes. */
export function SavedFlag({ unsaved }: { unsaved: boolean }) {
  const { t } = useDesignerTranslation('dialogs');
  return (
    <Chip
      role="status"
      size="small"
      variant="outlined"
      color={unsaved ? 'warning' : 'success'}
      label={unsaved ? t('unsavedFlag') : t('savedFlag')}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
