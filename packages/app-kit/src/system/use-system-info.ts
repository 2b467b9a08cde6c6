import { useSysInfoQuery } from '../api/platform-api';
import { DEFAULT_LOGO, DEFAULT_SYS_NAME } from './logo';

/** The system name and logo from the server, with the defaults while loading or absent. */
export function useSystemInfo(): { sysName: string; sysLog: string } {
  const { data } = useSysInfoQuery();
  return {
    sysName: data?.sysName || DEFAULT_SYS_NAME,
    sysLog: data?.sysLog || DEFAULT_LOGO,
  };
}
