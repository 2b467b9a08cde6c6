/**
 * The smallest app that shows the designer: what a host's code-split build loads before the
 * designer's first paint is this page's entry and the chunks it imports statically (run.mjs
 * sums their gzip sizes). Dialogs, the code editor and the preview load later, on demand.
 */
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { FormDesigner } from '../../src/index';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <FormDesigner locale="en-US" height="100vh" />
  </ThemeProvider>,
);
