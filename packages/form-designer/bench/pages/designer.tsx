/**
 * The benchmark page: the designer's frame (palette, canvas, field tree, panels, toolbar) on a
 * store the page holds, so that each action's store update and React commit can be timed
 * apart. Canvas items are counted by a counter the build adds to `CanvasItem` (see run.mjs).
 */
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DesignerFrame } from '../../src/designer/DesignerFrame';
import { largeForm } from '../../src/designer/sample-forms';
import { sampleServices } from '../../src/designer/story-providers';
import { createDesignerI18n } from '../../src/i18n';
import { DesignerServicesContext } from '../../src/services/context';
import { DesignerStoreProvider } from '../../src/store/DesignerStoreProvider';
import { designerActions, designerReducer } from '../../src/store/designer-slice';
import { createDesignerStore } from '../../src/store/designer-store';
import { actionFor, type BenchAction } from './actions';

declare global {
  var __benchCount: (() => void) | undefined;
  interface Window {
    bench: {
      open(count: number): { ms: number; items: number };
      run(name: BenchAction, run: number): Promise<ActionResult>;
    };
  }
}

interface ActionResult {
  reducer: number;
  store: number;
  commit: number;
  items: number;
}

let items = 0;
globalThis.__benchCount = () => {
  items += 1;
};

const store = createDesignerStore(largeForm(0));
const services = sampleServices(() => {});
const i18n = createDesignerI18n('en-US');
const root = createRoot(document.getElementById('root')!);

function App() {
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <I18nextProvider i18n={i18n} defaultNS="core">
        <DesignerServicesContext.Provider value={services}>
          <DesignerStoreProvider store={store}>
            <DesignerFrame height="100vh" />
          </DesignerStoreProvider>
        </DesignerServicesContext.Provider>
      </I18nextProvider>
    </ThemeProvider>
  );
}

window.bench = {
  open(count) {
    const definition = largeForm(count);
    items = 0;
    const start = performance.now();
    flushSync(() => {
      store.dispatch(designerActions.definitionReset(definition));
      root.render(<App />);
    });
    return { ms: performance.now() - start, items };
  },
  async run(name, run) {
    const { before, timed } = actionFor(name, run, store.getState().designer.definition);
    flushSync(() => before.forEach((action) => store.dispatch(action)));
    // Let deferred renders of the actions before (the field panel switching widget) finish, so
    // that the timed action starts from a settled page.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 30)));
    const state = store.getState().designer;
    let start = performance.now();
    designerReducer(state, timed);
    const reducer = performance.now() - start;
    items = 0;
    let dispatched = 0;
    start = performance.now();
    flushSync(() => {
      store.dispatch(timed);
      dispatched = performance.now();
    });
    const end = performance.now();
    return { reducer, store: dispatched - start, commit: end - dispatched, items };
  },
};
