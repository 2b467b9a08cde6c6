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
      label={unsaved ? t('unsavedFlag') : t('savedFlag')}
      // The border carries the colour; the text keeps the contrast of body text.
      sx={{ alignSelf: 'flex-start', borderColor: unsaved ? 'warning.main' : 'success.main' }}
    />
  );
}
