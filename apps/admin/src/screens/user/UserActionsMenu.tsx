import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { User } from './user-api';
import type { AssignKind } from './user-choices';

const ASSIGN_ITEMS = [
  ['roles', 'user.assignRoles'],
  ['orgs', 'user.assignOrgs'],
  ['positions', 'user.assignPositions'],
  ['groups', 'user.assignGroups'],
] as const satisfies readonly (readonly [AssignKind, string])[];

/** Where the 更多 menu of a user row is open, and for whom. */
export interface UserMenuAnchor {
  anchor: HTMLElement;
  user: User;
}

/**
 * The 更多 menu of a user row: the assignments, unlock (for a locked user) and the password
 * reset. An action not given (the caller may not do it) is not offered.
 */
export function UserActionsMenu({
  menu,
  onClose,
  assign,
  unlock,
  reset,
}: {
  menu: UserMenuAnchor | null;
  onClose: () => void;
  assign: ((user: User, what: AssignKind) => void) | undefined;
  unlock: ((user: User) => void) | undefined;
  reset: ((user: User) => void) | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={onClose}>
      {assign &&
        ASSIGN_ITEMS.map(([what, key]) => (
          <MenuItem key={what} onClick={() => menu && assign(menu.user, what)}>
            {t(key)}
          </MenuItem>
        ))}
      {unlock && menu?.user.locked && (
        <MenuItem
          onClick={() => {
            const user = menu.user;
            onClose();
            unlock(user);
          }}
        >
          {t('user.unlock')}
        </MenuItem>
      )}
      {reset && (
        <MenuItem onClick={() => menu && reset(menu.user)}>{t('user.resetPassword')}</MenuItem>
      )}
    </Menu>
  );
}
