import type { FormDefinition } from '@org/form-schema';
import { configureStore } from '@reduxjs/toolkit';
import { createDesignerState, designerReducer } from './designer-slice';

/**
 * The store behind one designer. The development-only immutability and serializability checks
 * are off for the designer state: they would walk every history entry on every action, and the
 * state is only replaced through form-schema operations, which never mutate.
 */
export function createDesignerStore(definition?: FormDefinition) {
  return configureStore({
    reducer: { designer: designerReducer },
    preloadedState: { designer: createDesignerState(definition) },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
}

export type DesignerStore = ReturnType<typeof createDesignerStore>;
export type DesignerRootState = ReturnType<DesignerStore['getState']>;
