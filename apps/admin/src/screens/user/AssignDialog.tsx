import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAssignment } from './use-assignment';
import type { User } from './user-api';
import type { AssignKind } from './user-choices';
import { Spinner } from '@org/app-kit';

const TITLE_KEY: Record<AssignKind, string> = {
  roles: 'user.assignRoles',
  orgs: 'user.assignOrgs',
  positions: 'user.assignPositions',
  groups: 'user.assignGroups',
};
const FIELD_KEY: Record<AssignKind, string> = {
  roles: 'user.roles',
  orgs: 'user.orgs',
  positions: 'user.positions',
  groups: 'user.groups',
};

/**
 * Replaces the roles, organisations (with the main one), positions or groups of a user with
 * the dedicated calls; the current ones are read from the user's detail.
 */
export function AssignDialog({
  user,
  kind,
  onClose,
}: {
  user: User;
  kind: AssignKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const assignment = useAssignment(user, kind, onClose);
  const { options, value, mainOrgId, ready, loadError, failure } = assignment;
  const name = `${user.username} (${user.account})`;

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="user-assign-title"
    >
      <DialogTitle id="user-assign-title">
        {t('user.assignTitle', { what: t(TITLE_KEY[kind]), name })}
      </DialogTitle>
      <DialogContent dividers>
        {loadError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('user.optionsFailed', { message: loadError })}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {!ready && !loadError ? (
          <Spinner />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Autocomplete
              multiple
              disableCloseOnSelect
              options={options}
              value={value}
              getOptionLabel={(option) => option.label}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, next) => assignment.choose(next)}
              renderInput={(params) => <TextField {...params} label={t(FIELD_KEY[kind])} />}
            />
            {kind === 'orgs' && (
              <TextField
                select
                label={t('user.mainOrg')}
                value={mainOrgId ?? ''}
                onChange={(event) =>
                  assignment.setMainOrgId(
                    event.target.value === '' ? null : Number(event.target.value),
                  )
                }
              >
                <MenuItem value="">{t('user.noMainOrg')}</MenuItem>
                {value.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready || assignment.busy}
          onClick={() => void assignment.save()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
