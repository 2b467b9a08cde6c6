import { Box, Button, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { TableDefaultValueDialog } from '../../designer/lazy-dialogs';
import { useDesignerTranslation } from '../../i18n';

export interface TableDefaultProps {
  widgetKey: string;
  rows: number;
}

/** The sub-table's default rows, edited in the table default value dialog. */
export function TableDefault({ widgetKey, rows }: TableDefaultProps) {
  const { t } = useDesignerTranslation('panels');
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t('defaults.tableRows', { count: rows })}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('defaults.editTable')}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <TableDefaultValueDialog
            open={open}
            widgetKey={widgetKey}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </Box>
  );
}
