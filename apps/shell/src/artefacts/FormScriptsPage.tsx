import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import { useFormScriptsRuntimeQuery, useSetFormScriptsMutation } from '../api/form-scripts-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { FormSourceList } from './FormSourceList';

/**
 * The application's setting for its forms' scripts: on (the default), they run in the
 * renderer's sandbox when a form is filled in or previewed; off, they do not run at all.
 */
export function FormScriptsSetting({ appId }: { appId: number }) {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const { data } = useFormScriptsRuntimeQuery(appId);
  const [save, saving] = useSetFormScriptsMutation();
  const on = data?.sandboxScripts ?? true;
  const change = async (sandboxScripts: boolean) => {
    try {
      await save({ appId, sandboxScripts }).unwrap();
      notify(t('formScripts.settingSaved'), { variant: 'success', autoHideDuration: 3000 });
    } catch {
      // the client's notice shows the server's reason
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('formScripts.settingTitle')}
      sx={{ p: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('formScripts.settingTitle')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!data || !canEdit || saving.isLoading}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={t('formScripts.sandboxSwitch')}
      />
      <Typography variant="body2" color="text.secondary">
        {on ? t('formScripts.sandboxOn') : t('formScripts.sandboxOff')}
      </Typography>
    </Paper>
  );
}

function FormScripts({ app }: { app: AppSummary }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormScriptsSetting appId={app.id} />
      <FormSourceList appId={app.id} kind="FUNC" />
      <FormSourceList appId={app.id} kind="OPTION" />
    </Box>
  );
}

/**
 * app/{appId}/FormScripts: whether the application's forms run their scripts (sandboxed), and
 * the remote functions and option lists its forms' remote options name (decision 0028).
 */
export function FormScriptsPage() {
  return <AppArea>{(app) => <FormScripts app={app} />}</AppArea>;
}
