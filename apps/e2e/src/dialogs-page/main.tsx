/**
 * The designer's dialogs in a page, for the browser tests: the designer store, strings and
 * services, and one button per dialog. `window.dialogs` lets a test read the state and the
 * notices.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CanvasSandbox } from '../../../../packages/form-designer/src/canvas/CanvasSandbox';
import { CodeViewDialog } from '../../../../packages/form-designer/src/dialogs/CodeViewDialog';
import { DataSourceDialog } from '../../../../packages/form-designer/src/dialogs/DataSourceDialog';
import { ImportJsonDialog } from '../../../../packages/form-designer/src/dialogs/ImportJsonDialog';
import { JsonViewDialog } from '../../../../packages/form-designer/src/dialogs/JsonViewDialog';
import { PreviewDialog } from '../../../../packages/form-designer/src/dialogs/PreviewDialog';
import type { DesignerServices } from '../../../../packages/form-designer/src/services/types';
import type { DesignerState } from '../../../../packages/form-designer/src/store/designer-slice';
import { createDesignerStore } from '../../../../packages/form-designer/src/store/designer-store';

const store = createDesignerStore();
const notices: string[] = [];
const services: DesignerServices = {
  listDictionaries: async () => [],
  listDataViews: async () => [],
  listViewColumns: async () => [],
  getUploadToken: async () => '',
  getToken: () => 'page-token',
  notify: (notice) => notices.push(notice.message),
};

declare global {
  interface Window {
    dialogs: { state: () => DesignerState; notices: () => string[] };
  }
}
window.dialogs = { state: () => store.getState().designer, notices: () => [...notices] };

type Open = 'import' | 'preview' | 'json' | 'code' | 'dataSource' | null;

function Page() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const buttons: [Exclude<Open, null>, string][] = [
    ['import', 'Open import'],
    ['preview', 'Open preview'],
    ['json', 'Open JSON'],
    ['code', 'Open code'],
    ['dataSource', 'Open data sources'],
  ];
  return (
    <>
      {buttons.map(([name, label]) => (
        <button key={name} type="button" onClick={() => setOpen(name)}>
          {label}
        </button>
      ))}
      <ImportJsonDialog open={open === 'import'} onClose={close} />
      <PreviewDialog open={open === 'preview'} onClose={close} />
      <JsonViewDialog open={open === 'json'} onClose={close} />
      <CodeViewDialog open={open === 'code'} onClose={close} />
      <DataSourceDialog open={open === 'dataSource'} onClose={close} />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <CanvasSandbox store={store} services={services}>
    <Page />
  </CanvasSandbox>,
);
