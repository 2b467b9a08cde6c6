import { ADMIN_ROLE } from '@org/api-contract';
import { type ReactNode, useMemo } from 'react';
import { useKitSelector } from '../hooks';

/** The resource codes the signed-in user holds, and whether they are an administrator. */
export function usePermissions(): {
  codes: ReadonlySet<string>;
  isAdmin: boolean;
  roles: string[];
} {
  const info = useKitSelector((state) => state.session.userInfo);
  return useMemo(
    () => ({
      codes: new Set(info?.resources.map((resource) => resource.resourceCode) ?? []),
      isAdmin: info ? info.isAdmin || info.menu.includes(ADMIN_ROLE) : false,
      roles: info?.menu ?? [],
    }),
    [info],
  );
}

/** True when the user may use the resource `code` (a button's resourceCode). */
export function useCan(code: string): boolean {
  const { codes, isAdmin } = usePermissions();
  return isAdmin || codes.has(code);
}

/** Renders its children only when the user holds `code`, else `fallback` (nothing). */
export function Authorized({
  code,
  children,
  fallback = null,
}: {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(code) ? children : fallback;
}
