import Box from '@mui/material/Box';
import { Spinner } from '@org/app-kit';

/** The whole window while the signed-in part gets what it first needs (user info, route list). */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spinner />
    </Box>
  );
}

/** A screen's place in the layout while its code loads. */
export function ScreenLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <Spinner />
    </Box>
  );
}
