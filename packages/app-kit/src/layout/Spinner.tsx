import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A spinner named in the user's language (加载中 / Loading), for whatever is on its way. */
export function Spinner({ size }: { size?: number }) {
  const { t } = useTranslation('kit');
  return <CircularProgress aria-label={t('loading')} {...(size === undefined ? {} : { size })} />;
}
