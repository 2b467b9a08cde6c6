import { Alert, Button, LinearProgress } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import type { RemoteList } from './use-remote-list';

/** Loading bar or error (with retry) of a list loaded from the designer services. */
export function RemoteListStatus({ list, name }: { list: RemoteList<unknown>; name: string }) {
  const { t } = useDesignerTranslation('panels');
  if (list.status === 'loading') {
    return <LinearProgress aria-label={`${name}: ${t('remote.loading')}`} sx={{ my: 0.5 }} />;
  }
  if (list.status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ my: 0.5 }}
        action={
          <Button color="inherit" size="small" onClick={list.retry}>
            {t('remote.retry')}
          </Button>
        }
      >
        {t('remote.loadFailed', { message: list.message })}
      </Alert>
    );
  }
  return null;
}
