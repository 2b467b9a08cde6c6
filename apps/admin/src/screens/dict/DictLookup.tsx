import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDictByCodeQuery } from './dict-api';
import { errorText } from '@org/app-kit';
import { Spinner } from '@org/app-kit';

/**
 * What `dictByCode` answers for `code`, asked afresh each time it is shown: its items as a
 * table, and the answer itself as JSON.
 */
export function DictLookup({ code }: { code: string }) {
  const { t } = useTranslation('admin');
  const { data, isFetching, error } = useDictByCodeQuery([code], {
    refetchOnMountOrArgChange: true,
  });
  if (isFetching && !data) return <Spinner />;
  if (error) return <Alert severity="error">{errorText(error, t)}</Alert>;
  const found = data?.find((entry) => entry.dictCode === code);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('dict.lookupHint')}
      </Typography>
      {!found ? (
        <Alert severity="info">{t('dict.lookupEmpty')}</Alert>
      ) : found.list.length === 0 ? (
        <Alert severity="info">{t('dict.lookupNoItems')}</Alert>
      ) : (
        <Table size="small" aria-label={t('dict.lookup')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dict.item.itemText')}</TableCell>
              <TableCell>{t('dict.item.itemValue')}</TableCell>
              <TableCell>{t('dict.sort')}</TableCell>
              <TableCell>{t('dict.item.color')}</TableCell>
              <TableCell>{t('dict.item.isDefault')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {found.list.map((item) => (
              <TableRow key={item.itemValue}>
                <TableCell>{item.itemText}</TableCell>
                <TableCell>{item.itemValue}</TableCell>
                <TableCell>{item.sort}</TableCell>
                <TableCell>{item.color ?? ''}</TableCell>
                <TableCell>{item.isDefault ? t('dict.yes') : t('dict.no')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="JSON"
        sx={{
          mt: 2,
          mb: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: 12,
          maxHeight: 240,
          overflow: 'auto',
        }}
      >
        {JSON.stringify(data ?? [], null, 2)}
      </Box>
    </>
  );
}
