import { DATA_SCOPES, type RoleDataScopeBody } from '@org/api-contract';
import { type CallError, fieldErrorsOf, notify } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { flattenTree } from '@org/app-kit/rbac';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrgTree,
  type Role,
  useDataScopeOrgTreeQuery,
  useRoleDetailQuery,
  useSetRoleDataScopeMutation,
} from './role-api';
import { errorText } from '@org/app-kit';
import { Spinner } from '@org/app-kit';

type Scope = RoleDataScopeBody['dataScope'];
type OrgItem = OrgTree[number];

export interface DataScopeDialogProps {
  role: Role | null;
  onClose: () => void;
}

/**
 * Sets whose data a role's holders see: one of the server's scopes, and for a custom scope the
 * organisations, checked in the organisation tree.
 */
export function DataScopeDialog({ role, onClose }: DataScopeDialogProps) {
  const { t } = useTranslation('admin');
  const open = role !== null;
  const detail = useRoleDetailQuery(role?.id ?? 0, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const orgs = useDataScopeOrgTreeQuery(undefined, { skip: !open });
  const [save, saving] = useSetRoleDataScopeMutation();
  const [scope, setScope] = useState<Scope | null>(null);
  const [orgIds, setOrgIds] = useState<string[]>([]);
  const [linked, setLinked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roots = useMemo(() => orgs.data ?? [], [orgs.data]);
  const allIds = useMemo(() => flattenTree(roots).map((node) => String(node.id)), [roots]);

  useEffect(() => {
    if (!open) {
      setScope(null);
      setError(null);
      return;
    }
    if (!detail.data || detail.isFetching) return;
    setScope((current) => current ?? detail.data?.dataScope ?? 'SELF');
    setOrgIds(detail.data.dataScopeOrgIds.map(String));
  }, [open, detail.data, detail.isFetching]);

  const builtIn = role?.builtIn === true;
  const submit = async () => {
    if (!role || !scope) return;
    if (scope === 'CUSTOM' && orgIds.length === 0) {
      setError(t('role.scopeNeedOrg'));
      return;
    }
    setError(null);
    try {
      await save({
        roleId: role.id,
        dataScope: scope,
        ...(scope === 'CUSTOM' ? { orgIds: orgIds.map(Number) } : {}),
      }).unwrap();
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (failure) {
      const fields = Object.values(fieldErrorsOf(failure as CallError));
      setError(fields.length > 0 ? fields.join('; ') : errorText(failure, t));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="scope-title"
    >
      <DialogTitle id="scope-title">
        {t('role.scopeTitle', { name: role ? `${role.roleName} (${role.roleCode})` : '' })}
      </DialogTitle>
      <DialogContent dividers>
        {builtIn && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t('role.scopeBuiltIn')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {error}
          </Alert>
        )}
        {scope === null ? (
          <Spinner />
        ) : (
          <>
            <FormControl disabled={builtIn}>
              {/* the group's name stays readable when a built-in role locks its choices */}
              <FormLabel id="scope-label" sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
                {t('role.dataScope')}
              </FormLabel>
              <RadioGroup
                aria-labelledby="scope-label"
                value={scope}
                onChange={(event) => {
                  setScope(event.target.value as Scope);
                  setError(null);
                }}
              >
                {DATA_SCOPES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio size="small" />}
                    label={t(`role.scope.${value}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {scope === 'CUSTOM' && (
              <Box sx={{ mt: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" sx={{ flex: 1 }}>
                    {t('role.scopeOrgs')} ({orgIds.length})
                  </Typography>
                  <FormControlLabel
                    control={
                      <Switch
                        size="small"
                        checked={linked}
                        onChange={(event) => setLinked(event.target.checked)}
                      />
                    }
                    label={t('role.scopeLinked')}
                  />
                  <Button size="small" onClick={() => setOrgIds(allIds)}>
                    {t('rbac.checkAll')}
                  </Button>
                  <Button size="small" onClick={() => setOrgIds([])}>
                    {t('rbac.checkNone')}
                  </Button>
                </Box>
                {orgs.isLoading ? (
                  <Spinner />
                ) : (
                  <Box sx={{ maxHeight: '40vh', overflow: 'auto' }}>
                    <RichTreeView<OrgItem, true>
                      aria-label={t('role.orgTree')}
                      items={roots}
                      getItemId={(node) => String(node.id)}
                      getItemLabel={(node) => node.orgName}
                      getItemChildren={(node) => node.children ?? []}
                      multiSelect
                      checkboxSelection
                      selectionPropagation={{ descendants: linked, parents: false }}
                      selectedItems={orgIds}
                      onSelectedItemsChange={(_, items) => {
                        setOrgIds(items);
                        setError(null);
                      }}
                      defaultExpandedItems={roots.map((node) => String(node.id))}
                      expansionTrigger="iconContainer"
                    />
                  </Box>
                )}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={builtIn || scope === null || saving.isLoading}
          onClick={() => void submit()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
