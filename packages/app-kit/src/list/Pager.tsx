import { PAGE_SIZES } from '@org/api-contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  total: number;
  /** The total is the server's estimate (a very large list): shown as "about N". */
  estimated?: boolean;
  /** From 1. */
  pageNo: number;
  pageSize: number;
  onChange: (pageNo: number, pageSize: number) => void;
}

/** The pager of a list (spec §9): total, sizes, previous, page numbers, next. */
export function Pager({ total, estimated = false, pageNo, pageSize, onChange }: PagerProps) {
  const { t } = useTranslation('kit');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2,
        py: 1,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2">
        {t(estimated ? 'list.totalEstimated' : 'list.total', { total })}
      </Typography>
      <TextField
        select
        size="small"
        label={t('list.pageSize')}
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
        sx={{ minWidth: 120 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {t('list.perPage', { size })}
          </MenuItem>
        ))}
      </TextField>
      <Pagination
        aria-label={t('list.pager')}
        count={pages}
        page={Math.min(pageNo, pages)}
        onChange={(_, page) => onChange(page, pageSize)}
        color="primary"
        shape="rounded"
      />
    </Box>
  );
}
