import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { DesignerStore } from './designer-store';
import { DesignerStoreContext } from './hooks';

export interface DesignerStoreProviderProps {
  store: DesignerStore;
  children: ReactNode;
}

/** Makes one designer store available to the designer's components, under its own context. */
export function DesignerStoreProvider({ store, children }: DesignerStoreProviderProps) {
  return (
    <Provider store={store} context={DesignerStoreContext}>
      {children}
    </Provider>
  );
}
