/**
 * The designer's palette and canvas in a page, for the browser tests: the designer store, its
 * strings (`?locale=zh-CN`), the drag-and-drop provider, the palette and the canvas, with undo,
 * redo and the notice the frame shows. `window.designer` lets a test load a definition and read
 * the state.
 */
import { canRedo, canUndo, type FormDefinition } from '@org/form-schema';
import { createRoot } from 'react-dom/client';
import { Canvas } from '../../../../packages/form-designer/src/canvas/Canvas';
import { CanvasSandbox } from '../../../../packages/form-designer/src/canvas/CanvasSandbox';
import { DesignerDndProvider } from '../../../../packages/form-designer/src/dnd/DesignerDndProvider';
import {
  useDesignerTranslation,
  type DesignerLocale,
} from '../../../../packages/form-designer/src/i18n';
import { Palette } from '../../../../packages/form-designer/src/palette/Palette';
import type { DesignerServices } from '../../../../packages/form-designer/src/services/types';
import {
  designerActions,
  type DesignerState,
} from '../../../../packages/form-designer/src/store/designer-slice';
import { createDesignerStore } from '../../../../packages/form-designer/src/store/designer-store';
import {
  useDesignerDispatch,
  useDesignerSelector,
} from '../../../../packages/form-designer/src/store/hooks';

const locale: DesignerLocale =
  new URLSearchParams(location.search).get('locale') === 'zh-CN' ? 'zh-CN' : 'en-US';
const store = createDesignerStore();
const notices: string[] = [];
const services: DesignerServices = {
  listDictionaries: async () => [],
  listDataViews: async () => [],
  listViewColumns: async () => [],
  getUploadToken: async () => '',
  notify: (notice) => notices.push(notice.message),
};

declare global {
  interface Window {
    designer: {
      load(definition: FormDefinition): void;
      state(): DesignerState;
      select(key: string | null): void;
    };
  }
}

window.designer = {
  load: (definition) => store.dispatch(designerActions.definitionImported(definition)),
  state: () => store.getState().designer,
  select: (key) => store.dispatch(designerActions.widgetSelected(key)),
};

function Bar() {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const undoable = useDesignerSelector((s) => canUndo(s.designer.history));
  const redoable = useDesignerSelector((s) => canRedo(s.designer.history));
  const notice = useDesignerSelector((s) => s.designer.notice);
  return (
    <header style={{ display: 'flex', gap: 8, padding: 6, borderBottom: '1px solid #ddd' }}>
      <button type="button" disabled={!undoable} onClick={() => dispatch(designerActions.undone())}>
        {t('toolbar.undo')}
      </button>
      <button type="button" disabled={!redoable} onClick={() => dispatch(designerActions.redone())}>
        {t('toolbar.redo')}
      </button>
      {notice ? (
        <div role="alert" style={{ color: '#c62828' }}>
          {t(`notice.${notice.code}`, { defaultValue: notice.message })}
          <button type="button" onClick={() => dispatch(designerActions.noticeDismissed())}>
            {t('closeNotice')}
          </button>
        </div>
      ) : null}
    </header>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <CanvasSandbox store={store} locale={locale} services={services}>
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Bar />
      <DesignerDndProvider>
        <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Palette />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Canvas />
          </div>
        </div>
      </DesignerDndProvider>
    </div>
  </CanvasSandbox>,
);
