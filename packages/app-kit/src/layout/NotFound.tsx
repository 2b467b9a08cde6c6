import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a page the user cannot see says: 404 (no such page) or 403 (not theirs to open). */
function StatusPage({ status, title, text }: { status: number; title: string; text: string }) {
  const { t } = useTranslation('kit');
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography
        variant="h1"
        component="p"
        sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main' }}
      >
        {status}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        {t('error.backHome')}
      </Button>
    </Box>
  );
}

/** The 404 page: an unknown or unnamed route. */
export function NotFound() {
  const { t } = useTranslation('kit');
  return <StatusPage status={404} title={t('error.notFound')} text={t('error.notFoundText')} />;
}

/** The 403 page: a page of the app that the user's roles do not open. */
export function Forbidden() {
  const { t } = useTranslation('kit');
  return <StatusPage status={403} title={t('error.forbidden')} text={t('error.forbiddenText')} />;
}
