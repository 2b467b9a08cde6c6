import { notify } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MyDeptUser,
  useMyDeptRolesQuery,
  useMyDeptUserRolesQuery,
  useSetMyDeptUserRolesMutation,
} from './my-dept-api';
import { errorText } from '@org/app-kit';

export interface UserRolesDialogProps {
  /** The department and the member whose roles are changed, or null when closed. */
  target: { orgId: number; user: MyDeptUser } | null;
  onClose: () => void;
}

/**
 * The roles of a department member that the caller may give or take away (the roles the
 * caller holds), as checkboxes; the member's other roles are counted and kept.
 */
export function UserRolesDialog({ target, onClose }: UserRolesDialogProps) {
  const { t } = useTranslation('admin');
  const open = target !== null;
  const roles = useMyDeptRolesQuery(undefined, { skip: !open });
  const current = useMyDeptUserRolesQuery(
    { orgId: target?.orgId ?? 0, userId: target?.user.id ?? 0 },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const [setRoles, { isLoading }] = useSetMyDeptUserRolesMutation();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const assignable = useMemo(() => new Set(current.data?.assignableRoleIds ?? []), [current.data]);
  const choices = (roles.data ?? []).filter((role) => assignable.has(role.id));
  const others = (current.data?.roleIds ?? []).filter((id) => !assignable.has(id)).length;

  useEffect(() => {
    setFailure(null);
    if (current.data && !current.isFetching) setChecked(new Set(current.data.roleIds));
  }, [current.data, current.isFetching, target]);

  const save = async () => {
    if (!target) return;
    setFailure(null);
    try {
      await setRoles({
        orgId: target.orgId,
        userId: target.user.id,
        roleIds: [...checked].filter((id) => assignable.has(id)),
      }).unwrap();
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };

  const loading = roles.isFetching || current.isFetching;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="my-dept-roles-title"
    >
      <DialogTitle id="my-dept-roles-title">
        {t('myDept.rolesTitle', { name: target?.user.username || target?.user.account || '' })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('myDept.rolesHint')}</DialogContentText>
        {loading ? (
          <CircularProgress size={24} aria-label={t('myDept.loading')} />
        ) : choices.length === 0 ? (
          <Typography variant="body2">{t('myDept.noRoles')}</Typography>
        ) : (
          <FormGroup
            aria-label={t('myDept.roles')}
            sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}
          >
            {choices.map((role) => (
              <FormControlLabel
                key={role.id}
                label={`${role.roleName} (${role.roleCode})`}
                control={
                  <Checkbox
                    checked={checked.has(role.id)}
                    onChange={(event) => {
                      const next = new Set(checked);
                      if (event.target.checked) next.add(role.id);
                      else next.delete(role.id);
                      setChecked(next);
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {others > 0 && !loading && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('myDept.otherRoles', { count: others })}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isLoading || loading || choices.length === 0}
          onClick={() => void save()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
