import { Typography } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';

export interface TableDefaultProps {
  widgetKey: string;
  rows: number;
}

/** The sub-table's default rows. */
export function TableDefault({ rows }: TableDefaultProps) {
  const { t } = useDesignerTranslation('panels');
  return (
    <Typography variant="body2" sx={{ my: 1 }}>
      {t('defaults.tableRows', { count: rows })}
    </Typography>
  );
}
