import { ADMIN_ROLE } from '@org/api-contract';
import { type ReactNode, useMemo } from 'react';
import { useKitSelector } from '../hooks';
import type { UserInfo } from '../session/session-slice';

/** What a user may do: their resource codes, their roles and whether they administer. */
export interface Permissions {
  codes: ReadonlySet<string>;
  isAdmin: boolean;
  roles: string[];
}

/** The permissions that a user info grants (none without one). */
export function permissionsOf(info: UserInfo | null | undefined): Permissions {
  return {
    codes: new Set(info?.resources.map((resource) => resource.resourceCode) ?? []),
    isAdmin: info ? info.isAdmin || info.menu.includes(ADMIN_ROLE) : false,
    roles: info?.menu ?? [],
  };
}

/** The resource codes the signed-in user holds, their roles and whether they administer. */
export function usePermissions(): Permissions {
  const info = useKitSelector((state) => state.session.userInfo);
  return useMemo(() => permissionsOf(info), [info]);
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
