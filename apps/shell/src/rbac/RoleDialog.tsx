import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import {
  type AppRole,
  useRbacCreateRoleMutation,
  useRbacUpdateRoleMutation,
} from '../api/rbac-api';
import { RefusalAlert, useRefusal } from './Refusal';

const FIELDS = ['roleCode', 'roleName', 'sort', 'remark'] as const;

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
  const titleId = useId();
  const [create, created] = useRbacCreateRoleMutation();
  const [update, updated] = useRbacUpdateRoleMutation();
  const refusal = useRefusal();
  const [values, setValues] = useState({
    roleCode: role?.roleCode ?? `${app.appCode}_`,
    roleName: role?.roleName ?? '',
    sort: String(role?.sort ?? 0),
    remark: role?.remark ?? '',
    status: role?.status ?? 1,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    const fields = {
      roleCode: values.roleCode.trim(),
      roleName: values.roleName.trim(),
      sort: values.sort.trim() === '' ? 0 : Number(values.sort),
      remark: values.remark.trim(),
      status: values.status,
    };
    try {
      if (role) await update({ id: role.id, ...fields }).unwrap();
      else await create({ ...fields, roleType: 'APP', appId: app.id }).unwrap();
      enqueueSnackbar(t('rbac.saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      refusal.refuse(error);
    }
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`rbac.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    error: name in refusal.errors,
    helperText: refusal.errors[name],
  });
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t(role ? 'rbac.editRole' : 'rbac.newRole')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <RefusalAlert
            refusal={refusal}
            labelOf={(name) =>
              (FIELDS as readonly string[]).includes(name) ? t(`rbac.${name}`) : null
            }
          />
          <TextField {...field('roleCode')} required autoFocus disabled={role?.builtIn} />
          <TextField {...field('roleName')} required />
          <TextField {...field('sort')} type="number" />
          <TextField {...field('remark')} multiline minRows={2} />
          <FormControlLabel
            control={
              <Switch
                checked={values.status === 1}
                onChange={(event) => setValues({ ...values, status: event.target.checked ? 1 : 0 })}
              />
            }
            label={t(values.status === 1 ? 'rbac.enabled' : 'rbac.disabled')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('rbac.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={created.isLoading || updated.isLoading}
          >
            {t('rbac.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
