import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CsvColumn,
  StatusSwitch,
  useDateTimeColumn,
  useNamedText,
  useStatusColumn,
} from '@org/app-kit/list';
import type { User } from './user-api';

/**
 * What the user list shows of a user, in the grid and in the export. The status cell holds the
 * switch and, for a locked user, a chip that unlocks them when `unlock` is given (the caller may
 * unlock); its title says until when the lock holds.
 */
export function useUserColumns({
  label,
  unlock,
}: {
  /** The user's name and account, as the row's controls name it. */
  label: (row: User) => string;
  unlock: ((row: User) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const status = useStatusColumn<User>(t('user.status'));
  const lastLoginAt = useDateTimeColumn<User>('lastLoginAt', t('user.lastLoginAt'));
  const createdAt = useDateTimeColumn<User>('createdAt', t('user.createdAt'));
  /** Sign-in and creation times only where the grid has room for them beside the tree. */
  const wide = useMediaQuery('(min-width:1600px)');
  const enabledOf = useNamedText('user.enabledOf', 'admin');
  const unlockOf = useNamedText('user.lockedUnlockOf', 'admin');

  const lockedText = useCallback(
    (row: User) =>
      row.locked && row.lockedUntil
        ? t('user.lockedUntil', {
            time: new Date(row.lockedUntil).toLocaleTimeString(i18n.language),
          })
        : '',
    [t, i18n.language],
  );

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'account', headerName: t('user.account'), flex: 1, minWidth: 90 },
      { field: 'username', headerName: t('user.username'), flex: 1, minWidth: 80 },
      {
        field: 'mainOrgName',
        headerName: t('user.mainOrgName'),
        flex: 1,
        minWidth: 90,
        sortable: false,
      },
      { field: 'mobile', headerName: t('user.mobile'), width: 110, sortable: false },
      {
        field: 'roleNames',
        headerName: t('user.roleNames'),
        flex: 1,
        minWidth: 90,
        sortable: false,
        valueGetter: (value: string[]) => value.join(', '),
      },
      {
        ...status,
        renderCell: ({ row }) => (
          <div className="row-actions">
            {/* through the list's toggle: disabling asks first */}
            <StatusSwitch row={row} aria-label={enabledOf(label(row))} />
            {row.locked && (
              <Chip
                size="small"
                label={t('user.lockedYes')}
                title={lockedText(row)}
                {...(unlock
                  ? { onClick: () => unlock(row), 'aria-label': unlockOf(label(row)) }
                  : {})}
                sx={{ height: 20, color: '#7a3e00', bgcolor: '#fff1dc' }}
              />
            )}
          </div>
        ),
        width: 124,
      },
      ...(wide ? [lastLoginAt, createdAt] : []),
    ],
    [t, status, lastLoginAt, createdAt, lockedText, wide, unlock, label, enabledOf, unlockOf],
  );

  const csvColumns = useMemo<CsvColumn<User>[]>(
    () => [
      { header: t('user.account'), value: (row) => row.account },
      { header: t('user.username'), value: (row) => row.username },
      { header: t('user.employeeNo'), value: (row) => row.employeeNo },
      { header: t('user.mainOrgName'), value: (row) => row.mainOrgName },
      { header: t('user.mobile'), value: (row) => row.mobile },
      { header: t('user.email'), value: (row) => row.email },
      { header: t('user.roleNames'), value: (row) => row.roleNames.join('; ') },
      { header: t('user.userType'), value: (row) => row.userType },
      {
        header: t('user.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('user.locked'), value: (row) => (row.locked ? t('user.lockedYes') : '') },
      { header: t('user.lastLoginAt'), value: (row) => row.lastLoginAt },
      { header: t('user.lastLoginIp'), value: (row) => row.lastLoginIp },
      { header: t('user.sort'), value: (row) => row.sort },
      { header: t('user.remark'), value: (row) => row.remark },
      { header: t('user.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  return { columns, csvColumns };
}
