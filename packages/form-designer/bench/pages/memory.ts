/**
 * Memory of the undo history against one definition, without any UI: the heap taken by the
 * 2000-widget definition, then by 50 history entries of mixed edits on it.
 */
import { ROOT_LIST, type Widget } from '@org/form-schema';
import { largeForm } from '../../src/designer/sample-forms';
import { designerActions } from '../../src/store/designer-slice';
import { createDesignerStore, type DesignerStore } from '../../src/store/designer-store';
import { propertyActions } from '../../src/store/property-edits';

declare global {
  interface Window {
    gc?: () => void;
    memoryBench: () => Promise<{ definition: number; history: number; entries: number }>;
  }
}

const heap = async () => {
  for (let i = 0; i < 3; i++) {
    window.gc?.();
    await new Promise((done) => setTimeout(done, 20));
  }
  return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
};

let kept: unknown = null;

function edit(store: DesignerStore, step: number) {
  const list = store.getState().designer.definition.list.filter((w: Widget) => w.type !== 'grid');
  const widget = list[(step * 37) % list.length]!;
  const a = designerActions;
  switch (step % 6) {
    case 0:
      store.dispatch(
        propertyActions.labelChanged({ key: widget.key, name: `Label ${step}`, field: 'name' }),
      );
      store.dispatch(propertyActions.fieldLeft());
      break;
    case 1:
      store.dispatch(a.widgetSelected(widget.key));
      store.dispatch(a.widgetAdded({ type: 'input' }));
      break;
    case 2:
      store.dispatch(a.widgetMoved({ key: widget.key, to: ROOT_LIST, index: step }));
      break;
    case 3:
      store.dispatch(
        propertyActions.optionsChanged({
          key: widget.key,
          patch: { required: true },
          field: 'required',
        }),
      );
      store.dispatch(propertyActions.fieldLeft());
      break;
    case 4:
      store.dispatch(a.widgetCloned(widget.key));
      break;
    default:
      store.dispatch(a.widgetDeleted(widget.key));
  }
}

window.memoryBench = async () => {
  const empty = await heap();
  kept = largeForm(2000);
  const withDefinition = await heap();
  const store = createDesignerStore(kept as ReturnType<typeof largeForm>);
  kept = store;
  for (let step = 0; store.getState().designer.history.entries.length < 50 && step < 500; step++) {
    edit(store, step);
  }
  const withHistory = await heap();
  return {
    definition: withDefinition - empty,
    history: withHistory - withDefinition,
    entries: store.getState().designer.history.entries.length,
  };
};
