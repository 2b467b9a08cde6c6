import { API, type Page } from '@org/api-contract';
import { type CallError, callRoute, fieldErrorsOf, notify, useHttp } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAll } from '@org/app-kit/list';
import {
  type OrgNode,
  type ResetPasswordResult,
  type User,
  useResetPasswordMutation,
  useSetUserGroupsMutation,
  useSetUserOrgsMutation,
  useSetUserPositionsMutation,
  useSetUserRolesMutation,
  useUserDetailQuery,
  useUserOrgTreeQuery,
} from './user-api';

/** An organisation of the tree with the names of its ancestors, for pickers. */
export interface OrgChoice {
  id: number;
  label: string;
}

/** Every organisation of the tree in tree order, labelled with its path ("总部 / 研发部"). */
export function flattenOrgs(nodes: readonly OrgNode[], prefix = ''): OrgChoice[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.orgName}` : node.orgName;
    return [{ id: node.id, label }, ...flattenOrgs(node.children ?? [], label)];
  });
}

interface TreeItem {
  id: string;
  label: string;
  children?: TreeItem[];
}

const ALL = 'all';
const OPEN_LEVELS = 3;

function toItems(nodes: readonly OrgNode[], disabled: string): TreeItem[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: node.status === 1 ? node.orgName : `${node.orgName} (${disabled})`,
    ...(node.children && node.children.length > 0
      ? { children: toItems(node.children, disabled) }
      : {}),
  }));
}

/** The organisation tree beside the user list: choosing one scopes the list to it. */
export function OrgScopeTree({
  orgId,
  withDescendants,
  onChange,
}: {
  orgId: number | null;
  withDescendants: boolean;
  onChange: (orgId: number | null, withDescendants: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const { data, isFetching, isError } = useUserOrgTreeQuery();
  const items = useMemo<TreeItem[]>(
    () => [{ id: ALL, label: t('user.allOrgs') }, ...toItems(data ?? [], t('status.disabled'))],
    [data, t],
  );
  /** The first levels open at once (a company, its branches and their departments). */
  const openIds = useMemo(() => {
    const ids: string[] = [];
    const walk = (nodes: readonly OrgNode[], depth: number) => {
      for (const node of nodes) {
        if (!node.children?.length || depth >= OPEN_LEVELS) continue;
        ids.push(String(node.id));
        walk(node.children, depth + 1);
      }
    };
    walk(data ?? [], 1);
    return ids;
  }, [data]);
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" id="user-org-tree" sx={{ mb: 1 }}>
        {t('user.orgTree')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={withDescendants}
            onChange={(event) => onChange(orgId, event.target.checked)}
          />
        }
        label={t('user.withDescendants')}
      />
      {isError && <Alert severity="warning">{t('user.orgTreeEmpty')}</Alert>}
      {isFetching && !data ? (
        <CircularProgress size={20} aria-label="Loading" />
      ) : (
        <RichTreeView
          key={openIds.join(',')}
          aria-labelledby="user-org-tree"
          items={items}
          defaultExpandedItems={openIds}
          selectedItems={orgId === null ? ALL : String(orgId)}
          onSelectedItemsChange={(_, itemId) =>
            onChange(itemId === null || itemId === ALL ? null : Number(itemId), withDescendants)
          }
          sx={{ '& .MuiTreeItem-label': { fontSize: 14 } }}
        />
      )}
    </Box>
  );
}

/** What an assignment dialog assigns. */
export type AssignKind = 'roles' | 'orgs' | 'positions' | 'groups';

interface Choice {
  id: number;
  label: string;
}

type Rows<T> = (http: ReturnType<typeof useHttp>) => Promise<T[]>;

const pages =
  <T,>(route: Parameters<typeof callRoute>[1]['route']): Rows<T> =>
  (http) =>
    fetchAll((pageNo, pageSize) =>
      callRoute<Page<T>>(http, { route, body: { pageNo, pageSize }, silent: true }),
    );

/** The roles a user may be given, by name and code. */
export const roleChoices: Rows<Choice> = async (http) =>
  (await pages<{ id: number; roleName: string; roleCode: string }>(API.role.page)(http)).map(
    (row) => ({ id: row.id, label: `${row.roleName} (${row.roleCode})` }),
  );

const SOURCES: Record<Exclude<AssignKind, 'orgs'>, Rows<Choice>> = {
  roles: roleChoices,
  positions: async (http) =>
    (
      await pages<{ id: number; positionName: string; positionCode: string }>(API.position.page)(
        http,
      )
    ).map((row) => ({ id: row.id, label: `${row.positionName} (${row.positionCode})` })),
  groups: async (http) =>
    (
      await pages<{ id: number; groupName: string; groupCode: string }>(API.userGroup.page)(http)
    ).map((row) => ({ id: row.id, label: `${row.groupName} (${row.groupCode})` })),
};

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
  const http = useHttp();
  const detail = useUserDetailQuery(user.id, { refetchOnMountOrArgChange: true });
  const tree = useUserOrgTreeQuery(undefined, { skip: kind !== 'orgs' });
  const [options, setOptions] = useState<Choice[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [mainOrgId, setMainOrgId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setRoles] = useSetUserRolesMutation();
  const [setOrgs] = useSetUserOrgsMutation();
  const [setPositions] = useSetUserPositionsMutation();
  const [setGroups] = useSetUserGroupsMutation();

  useEffect(() => {
    if (kind === 'orgs') return;
    let live = true;
    SOURCES[kind](http).then(
      (rows) => live && setOptions(rows),
      (error: CallError) => live && setLoadError(error?.message ?? 'Error'),
    );
    return () => {
      live = false;
    };
  }, [kind, http]);
  useEffect(() => {
    if (kind === 'orgs' && tree.data) setOptions(flattenOrgs(tree.data));
  }, [kind, tree.data]);

  const current = detail.data;
  useEffect(() => {
    if (!current || detail.isFetching) return;
    const ids = {
      roles: current.roleIds,
      orgs: current.orgIds,
      positions: current.positionIds,
      groups: current.groupIds,
    }[kind];
    setChosen(ids);
    setMainOrgId(current.mainOrgId);
  }, [current, detail.isFetching, kind]);

  const byId = useMemo(
    () => new Map((options ?? []).map((option) => [option.id, option])),
    [options],
  );
  const value = (chosen ?? []).map((id) => byId.get(id) ?? { id, label: `#${id}` });
  const ready = options !== null && chosen !== null;
  const name = `${user.username} (${user.account})`;

  const save = async () => {
    if (chosen === null) return;
    setBusy(true);
    setFailure(null);
    try {
      if (kind === 'roles') await setRoles({ userId: user.id, roleIds: chosen }).unwrap();
      if (kind === 'positions') {
        await setPositions({ userId: user.id, positionIds: chosen }).unwrap();
      }
      if (kind === 'groups') await setGroups({ userId: user.id, groupIds: chosen }).unwrap();
      if (kind === 'orgs') {
        const main = mainOrgId !== null && chosen.includes(mainOrgId) ? mainOrgId : null;
        await setOrgs({ userId: user.id, orgIds: chosen, mainOrgId: main }).unwrap();
      }
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error as CallError));
      setFailure(
        fields.length > 0 ? fields.join('; ') : ((error as CallError)?.message ?? 'Error'),
      );
    } finally {
      setBusy(false);
    }
  };

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
          <CircularProgress aria-label="Loading" />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Autocomplete
              multiple
              disableCloseOnSelect
              options={options ?? []}
              value={value}
              getOptionLabel={(option) => option.label}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, next) => setChosen(next.map((option) => option.id))}
              renderInput={(params) => <TextField {...params} label={t(FIELD_KEY[kind])} />}
            />
            {kind === 'orgs' && (
              <TextField
                select
                label={t('user.mainOrg')}
                value={mainOrgId !== null && (chosen ?? []).includes(mainOrgId) ? mainOrgId : ''}
                onChange={(event) =>
                  setMainOrgId(event.target.value === '' ? null : Number(event.target.value))
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
        <Button variant="contained" disabled={!ready || busy} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The password rule of the contract (`NewPassword`): a message, or null when it fits. */
function passwordProblem(password: string, t: (key: string) => string): string | null {
  if (password.length < 8) return t('user.passwordTooShort');
  if (password.length > 128) return t('user.passwordTooLong');
  return null;
}

/**
 * Resets a user's password: generated by the server and shown once (with a copy button), or
 * typed by the administrator. The server ends the user's sessions and clears a lock.
 */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'generate' | 'choose'>('generate');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ResetPasswordResult | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const problem = mode === 'choose' ? passwordProblem(password, t) : null;
  const name = `${user.username} (${user.account})`;

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setFailure(null);
    try {
      const answer = await reset(
        mode === 'choose' ? { id: user.id, password } : { id: user.id },
      ).unwrap();
      setResult(answer);
      if (!answer.generated) {
        notify(t('user.resetDone', { count: answer.sessionsEnded }), {
          variant: 'success',
          autoHideDuration: 4000,
        });
        onClose();
      }
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error as CallError));
      setFailure(
        fields.length > 0 ? fields.join('; ') : ((error as CallError)?.message ?? 'Error'),
      );
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('user.copied'), { variant: 'success', autoHideDuration: 2000 });
    } catch {
      // the password stays on screen to be copied by hand
    }
  };

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="user-reset-title"
    >
      <DialogTitle id="user-reset-title">{t('user.resetTitle', { name })}</DialogTitle>
      <DialogContent dividers>
        {result?.generated && result.password ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Alert severity="success">{t('user.resetDone', { count: result.sessionsEnded })}</Alert>
            <TextField
              label={t('user.generatedPassword')}
              value={result.password}
              slotProps={{
                htmlInput: { readOnly: true, 'data-testid': 'generated-password' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button size="small" onClick={() => void copy(result.password ?? '')}>
                        {t('user.copy')}
                      </Button>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <DialogContentText>{t('user.resetNote')}</DialogContentText>
            {failure && <Alert severity="error">{failure}</Alert>}
            <RadioGroup
              value={mode}
              onChange={(event) => setMode(event.target.value as 'generate' | 'choose')}
              aria-label={t('user.resetPassword')}
            >
              <FormControlLabel
                value="generate"
                control={<Radio />}
                label={t('user.resetGenerate')}
              />
              <FormControlLabel value="choose" control={<Radio />} label={t('user.resetChoose')} />
            </RadioGroup>
            {mode === 'choose' && (
              <TextField
                autoFocus
                label={t('user.newPassword')}
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                onBlur={() => setTouched(true)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void submit();
                }}
                error={touched && problem !== null}
                helperText={touched && problem ? problem : t('user.passwordRule')}
                slotProps={{
                  htmlInput: { maxLength: 128 },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          size="small"
                          onClick={() => setVisible(!visible)}
                          aria-label={visible ? t('user.hidePassword') : t('user.showPassword')}
                        >
                          <span aria-hidden style={{ fontSize: 12 }}>
                            {visible ? 'Aa' : '••'}
                          </span>
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {t('user.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button variant="contained" disabled={isLoading} onClick={() => void submit()}>
              {t('user.resetPassword')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
