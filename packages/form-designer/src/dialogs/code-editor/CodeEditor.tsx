import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, lazy } from 'react';
import { useDesignerTranslation } from '../../i18n';
import type { CodeEditorProps } from './types';

// CodeMirror and its languages load on first use: the designer's first paint never waits
// for them. They are bundled with the designer; nothing is fetched from another host.
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/** The code editor, lazily loaded, with a placeholder of its size while it loads. */
export function CodeEditor(props: CodeEditorProps) {
  const { t } = useDesignerTranslation('dialogs');
  const height = props.height ?? 460;
  return (
    <Suspense
      fallback={
        <Box sx={{ height, display: 'grid', placeItems: 'center', border: '1px solid #ddd' }}>
          <CircularProgress size={24} aria-label={t('loading')} />
        </Box>
      }
    >
      <CodeMirrorEditor {...props} height={height} />
    </Suspense>
  );
}
