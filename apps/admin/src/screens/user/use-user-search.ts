import { type SearchField, type SearchValues, defaultSearch } from '@org/app-kit/list';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserQuery } from './user-api';

/**
 * The user list's search: account, name, mobile, employee number, status and whether locked.
 * The lock is a yes / no / all select sent as a boolean; the other fields as the kit sends them.
 */
export function useUserSearch() {
  const { t } = useTranslation('admin');
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'account', label: t('user.account'), maxLength: 64 },
      { key: 'username', label: t('user.username') },
      { key: 'mobile', label: t('user.mobile'), maxLength: 64 },
      { key: 'employeeNo', label: t('user.employeeNo'), maxLength: 64 },
      { key: 'status', label: t('user.status'), kind: 'status' },
      {
        key: 'locked',
        label: t('user.locked'),
        kind: 'select',
        options: [
          { value: 'true', label: t('user.lockedYes') },
          { value: 'false', label: t('user.lockedNo') },
        ],
      },
    ],
    [t],
  );
  const toSearch = useCallback(
    (values: SearchValues): Partial<UserQuery> => {
      const rest = defaultSearch(
        searchFields.filter((field) => field.key !== 'locked'),
        values,
      );
      return {
        ...rest,
        ...(values.locked === 'true' ? { locked: true } : {}),
        ...(values.locked === 'false' ? { locked: false } : {}),
      } as Partial<UserQuery> & { locked?: never };
    },
    [searchFields],
  );
  return { searchFields, toSearch };
}
