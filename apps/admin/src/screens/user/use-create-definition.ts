import { PERMISSIONS } from '@org/api-contract';
import { useCan, useHttp, useIdle } from '@org/app-kit';
import { type FormDefinitionJson, useLocalizedDefinition } from '@org/app-kit/list';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenOrgs } from './org-tree';
import { useUserOrgTreeQuery } from './user-api';
import { roleChoices } from './user-choices';
import { definition, translations } from './user-form';
import { type LinkChoice, withLinkFields } from './user-links-form';

/**
 * The create dialog's form: the user form with the main organisation (`orgId`, the tree's
 * selection, by default) and the roles, so that one dialog makes a usable account rather than
 * three. Their choices are loaded only for a user who may create users. The form is in the
 * current language; the choices are the records' names as they are.
 */
export function useCreateDefinition(orgId: number | null): FormDefinitionJson {
  const { t } = useTranslation('admin');
  const http = useHttp();
  // asked for once the list has been drawn and the browser is idle: they never hold the rows back
  const canAdd = useCan(PERMISSIONS.user.add);
  const idle = useIdle();
  const wanted = canAdd && idle;
  const orgs = useUserOrgTreeQuery(undefined, { skip: !wanted }).data;
  const [roles, setRoles] = useState<LinkChoice[]>([]);
  const base = useLocalizedDefinition(definition, translations);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    // without the roles the form still creates the user; they are assigned later
    roleChoices(http).then(
      (rows) => live && setRoles(rows),
      () => live && setRoles([]),
    );
    return () => {
      live = false;
    };
  }, [wanted, http]);
  return useMemo(
    () =>
      withLinkFields(base, {
        orgs: flattenOrgs(orgs ?? []),
        roles,
        orgId,
        labels: { mainOrg: t('user.mainOrg'), roles: t('user.roles') },
      }),
    [base, orgs, roles, orgId, t],
  );
}
