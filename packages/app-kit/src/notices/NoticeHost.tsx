import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachNoticeHost } from './notify';

/** Notices in colours that keep white text readable (contrast of at least 4.5:1). */
const Notice = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a04000' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});
const NOTICES = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

/** Where `notify` shows its notices (notistack, 5 s, top centre). Its own chunk. */
export default function NoticeHost() {
  useEffect(() => attachNoticeHost(enqueueSnackbar), []);
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={NOTICES}
    />
  );
}
