import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';
import { Spinner } from '@org/app-kit';

/** The designer page is its own chunk: it is fetched when formDesign is first shown. */
const FormDesignPage = lazy(() =>
  import('./FormDesignPage').then((module) => ({ default: module.FormDesignPage })),
);

/** formDesign: the form designer, loaded on demand. */
export function FormDesignRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <Spinner />
        </Box>
      }
    >
      <FormDesignPage />
    </Suspense>
  );
}
