export { createDesignerStore } from './store/designer-store';
export { createDesignerState, designerActions, designerReducer } from './store/designer-slice';

export type { DesignerNotice, DesignerState } from './store/designer-slice';
export type { DesignerRootState, DesignerStore } from './store/designer-store';
