import { PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@org/app-kit/list';
import { useGatewayRecycleBinQuery, useRestoreGatewayRoutesMutation } from './gateway-api';

/** The deleted gateway routes, page by page, each with Restore. */
export function RecycleBinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const canRestore = useCan(PERMISSIONS.gateway.restore);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const { data } = useGatewayRecycleBinQuery(paging, { skip: !open });
  const [restore, { isLoading }] = useRestoreGatewayRoutesMutation();
  const rows = data?.list ?? [];

  const restoreOne = async (id: number) => {
    try {
      await restore([id]).unwrap();
      notify(t('gateway.restored'), { variant: 'success', autoHideDuration: 3000 });
    } catch {
      // the client has shown the server's message (a taken route id)
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="recycle-bin-title"
    >
      <DialogTitle id="recycle-bin-title">{t('gateway.recycleTitle')}</DialogTitle>
      <DialogContent dividers>
        {rows.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('gateway.emptyBin')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  borderBottom: '1px solid #eee',
                  pb: 1,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {row.routerId} · {row.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {row.uri} · {t('gateway.deletedAt')}{' '}
                    {new Date(row.deletedAt).toLocaleString(i18n.language)}
                  </Typography>
                </Box>
                {canRestore && (
                  <Button
                    size="small"
                    disabled={isLoading}
                    onClick={() => void restoreOne(row.id)}
                    aria-label={`${t('gateway.restore')} ${row.routerId}`}
                  >
                    {t('gateway.restore')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
        <Pager
          total={data?.total ?? 0}
          pageNo={paging.pageNo}
          pageSize={paging.pageSize}
          onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('gateway.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
