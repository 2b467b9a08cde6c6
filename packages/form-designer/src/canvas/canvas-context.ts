import type { FormConfig, Platform } from '@org/form-schema';
import { createContext, useContext } from 'react';

/** What every canvas item draws with: the form's label settings and the chosen platform. */
export interface CanvasLook {
  platform: Platform;
  labelWidth: number;
  labelPosition: FormConfig['labelPosition'];
  hideLabel: boolean;
}

export const CanvasLookContext = createContext<CanvasLook>({
  platform: 'pc',
  labelWidth: 100,
  labelPosition: 'right',
  hideLabel: false,
});

export const useCanvasLook = () => useContext(CanvasLookContext);
