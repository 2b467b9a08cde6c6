import { useEffect } from 'react';
import { useKitDispatch, useKitSelector } from '../hooks';
import { DEFAULT_LOGO, DEFAULT_SYS_NAME } from './logo';
import { loadSystemInfo } from './system-slice';

/** The system name and logo from the server, with the defaults while loading or absent. */
export function useSystemInfo(): { sysName: string; sysLog: string } {
  const dispatch = useKitDispatch();
  const info = useKitSelector((state) => state.system.info);
  useEffect(() => {
    void dispatch(loadSystemInfo());
  }, [dispatch]);
  return {
    sysName: info?.sysName || DEFAULT_SYS_NAME,
    sysLog: info?.sysLog || DEFAULT_LOGO,
  };
}
