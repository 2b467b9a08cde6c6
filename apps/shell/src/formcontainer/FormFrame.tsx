import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';
import type { RendererFrameProps } from './RendererFrame';
import { Spinner } from '@org/app-kit';

/** The renderer is its own chunk: fetched when a form is first shown. */
const RendererFrame = lazy(() => import('./RendererFrame'));

/** A form in the renderer, loaded on demand (see `RendererFrame`). */
export function FormFrame(props: RendererFrameProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner size={28} />
        </Box>
      }
    >
      <RendererFrame {...props} />
    </Suspense>
  );
}
