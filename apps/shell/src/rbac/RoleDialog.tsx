import { notify } from '@org/app-kit';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import {
  type AppRole,
  useRbacCreateRoleMutation,
  useRbacUpdateRoleMutation,
} from '../api/rbac-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';

/**
 * Creates a role of the application (type APP with its id) or changes one. The server checks
 * the fields; its field errors show under them (and listed above), any other refusal above.
 */
export function RoleDialog({
  app,
  role,
  onClose,
}: {
  app: AppSummary;
  /** The role to change; absent to create one. */
  role?: AppRole;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useRbacCreateRoleMutation();
  const [update, updated] = useRbacUpdateRoleMutation();
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(
    {
      roleCode: role?.roleCode ?? `${app.appCode}_`,
      roleName: role?.roleName ?? '',
      sort: String(role?.sort ?? 0),
      remark: role?.remark ?? '',
    },
    (name) => t(`rbac.${name}`),
    refusal.errors,
  );
  const [status, setStatus] = useState(role?.status ?? 1);

  const submit = async () => {
    refusal.clear();
    const fields = {
      roleCode: values.roleCode.trim(),
      roleName: values.roleName.trim(),
      sort: values.sort.trim() === '' ? 0 : Number(values.sort),
      remark: values.remark.trim(),
      status,
    };
    try {
      if (role) await update({ id: role.id, ...fields }).unwrap();
      else await create({ ...fields, roleType: 'APP', appId: app.id }).unwrap();
      notify(t('rbac.saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      refusal.refuse(error);
    }
  };

  return (
    <FormDialog
      title={t(role ? 'rbac.editRole' : 'rbac.newRole')}
      refusal={refusal}
      labelOf={labelOf}
      errorsHeading={t('rbac.serverErrors')}
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
      submitLabel={t('rbac.save')}
    >
      <TextField {...field('roleCode')} required autoFocus disabled={role?.builtIn} />
      <TextField {...field('roleName')} required />
      <TextField {...field('sort')} type="number" />
      <TextField {...field('remark')} multiline minRows={2} />
      <FormControlLabel
        control={
          <Switch
            checked={status === 1}
            onChange={(event) => setStatus(event.target.checked ? 1 : 0)}
          />
        }
        label={t(status === 1 ? 'rbac.enabled' : 'rbac.disabled')}
      />
    </FormDialog>
  );
}
