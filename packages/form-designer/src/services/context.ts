import { createContext, useContext } from 'react';
import type { DesignerServices } from './types';

export const DesignerServicesContext = createContext<DesignerServices | null>(null);

/** The services of the designer around this component. */
export function useDesignerServices(): DesignerServices {
  const services = useContext(DesignerServicesContext);
  if (!services) throw new Error('useDesignerServices must be used inside <FormDesigner>.');
  return services;
}
