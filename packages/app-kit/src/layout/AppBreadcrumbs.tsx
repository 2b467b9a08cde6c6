import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbItem {
  title: string;
  /** Link target; the last item and groups without a page have none. */
  to?: string;
}

/** Home, then the groups and the page of the current route. */
export function AppBreadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation('kit');
  return (
    <Breadcrumbs aria-label={t('layout.breadcrumb')} sx={{ color: 'inherit' }}>
      <Link component={RouterLink} to="/" color="inherit" underline="hover">
        {t('layout.home')}
      </Link>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={index} component={RouterLink} to={item.to} color="inherit" underline="hover">
            {item.title}
          </Link>
        ) : (
          <Typography
            key={index}
            color="inherit"
            aria-current={index === items.length - 1 ? 'page' : undefined}
          >
            {item.title}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
