import { createContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';
import type { DesignerRootState, DesignerStore } from './designer-store';

/**
 * The designer's own react-redux context. A host app may run its own Redux store with the
 * default context; the designer never reads or replaces it.
 */
export const DesignerStoreContext = createContext<ReactReduxContextValue<DesignerRootState> | null>(
  null,
);

/** Reads from the designer store with a selector; re-renders only when the selected value changes. */
export const useDesignerSelector =
  createSelectorHook(DesignerStoreContext).withTypes<DesignerRootState>();
export const useDesignerDispatch =
  createDispatchHook(DesignerStoreContext).withTypes<DesignerStore['dispatch']>();
export const useDesignerStore = createStoreHook(DesignerStoreContext).withTypes<DesignerStore>();
