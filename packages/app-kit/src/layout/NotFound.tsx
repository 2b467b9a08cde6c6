import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The 404 page: unknown, unnamed or forbidden routes. */
export function NotFound() {
  const { t } = useTranslation('kit');
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography
        variant="h1"
        component="p"
        sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('error.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('error.notFoundText')}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        {t('error.backHome')}
      </Button>
    </Box>
  );
}
