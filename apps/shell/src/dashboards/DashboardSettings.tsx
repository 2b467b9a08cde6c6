import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { DashboardContent } from '@org/api-contract';
import { useTranslation } from 'react-i18next';

/** Whether a dashboard is on the application's home: the check box and what it does. */
export function HomeCheckbox({
  content,
  onChange,
}: {
  content: DashboardContent;
  onChange: (content: DashboardContent) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={content.home === true}
            onChange={(event) => onChange({ ...content, home: event.target.checked })}
          />
        }
        label={t('dashboard.home')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('dashboard.homeHelp')}</FormHelperText>
    </div>
  );
}

/**
 * A dashboard's content in the artefact dialog: whether it is on the application's home; its
 * charts, layout and shared filters are set on the dashboard's own page (打开).
 */
export function DashboardSettings({
  value,
  onChange,
}: {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation('shell');
  const content = value as DashboardContent;
  return (
    <>
      <HomeCheckbox content={content} onChange={onChange} />
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.settingsHelp')}
      </Typography>
    </>
  );
}
