import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FormPage } from '../api/shell-api';

type FormRow = FormPage['list'][number];

/** A form's published version ("Version 2 published" / "Not published") and, if allowed, "Publish…". */
export function PublishedState({
  form,
  onPublish,
}: {
  form: FormRow;
  /** Offer "Publish…" (opens the publish dialog). */
  onPublish?: ((form: FormRow) => void) | undefined;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      {form.publishedVersion === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('versions.unpublished')}
        </Typography>
      ) : (
        <Chip
          size="small"
          variant="outlined"
          color="success"
          icon={<CheckCircleOutline />}
          label={t('versions.published', { version: form.publishedVersion })}
          sx={{ whiteSpace: 'nowrap' }}
        />
      )}
      {onPublish && (
        <Button
          size="small"
          onClick={() => onPublish(form)}
          sx={{ minWidth: 0, px: 0.5, ml: -0.5 }}
          aria-label={t('versions.publishForm', { name: form.formName })}
        >
          {t('versions.publish')}
        </Button>
      )}
    </Box>
  );
}
