import { API, GitlabConnectionWrite, type Page } from '@org/api-contract';
import { type CallError, callRoute, errorText, fieldErrorsOf, notify, useHttp } from '@org/app-kit';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GitlabSyncResult,
  type GitlabTestResult,
  type GitlabUser,
  useBindGitlabUserMutation,
  useGitlabConnectionQuery,
  useSetGitlabConnectionMutation,
  useTestGitlabConnectionMutation,
} from './gitlab-api';
import { Spinner } from '@org/app-kit';

/** The message of a failed call: its field errors, else its message. */
export function failureText(error: unknown, t: TFunction): string {
  const fields = Object.values(fieldErrorsOf(error as CallError));
  return fields.length > 0 ? fields.join('; ') : errorText(error, t);
}

interface UserChoice {
  id: number;
  account: string;
  username: string;
}

const FIND_SIZE = 20;

/** Platform users whose account or name contains `text` (at most 20 of each). */
async function findUsers(http: ReturnType<typeof useHttp>, text: string): Promise<UserChoice[]> {
  const find = (field: 'account' | 'username') =>
    callRoute<Page<UserChoice>>(http, {
      route: API.user.page,
      body: { pageNo: 1, pageSize: FIND_SIZE, ...(text ? { [field]: text } : {}) },
      silent: true,
    });
  const [byAccount, byName] = await Promise.all([find('account'), find('username')]);
  const seen = new Map<number, UserChoice>();
  for (const user of [...byAccount.list, ...byName.list]) seen.set(user.id, user);
  return [...seen.values()];
}

/** Binds a platform user (found by account or name) to a GitLab user mapping. */
export function BindDialog({ mapping, onClose }: { mapping: GitlabUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<UserChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<UserChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [bind, { isLoading }] = useBindGitlabUserMutation();

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      findUsers(http, input.trim()).then(
        (rows) => {
          if (!live) return;
          setOptions(rows);
          setLoading(false);
        },
        (error: unknown) => {
          if (!live) return;
          setFailure(failureText(error, t));
          setLoading(false);
        },
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, input, t]);

  const save = async () => {
    if (!chosen) {
      setFailure(t('gitlab.chooseUser'));
      return;
    }
    setFailure(null);
    try {
      await bind({ id: mapping.id, userId: chosen.id }).unwrap();
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="gitlab-bind-title"
    >
      <DialogTitle id="gitlab-bind-title">
        {t('gitlab.bindTitle', { name: mapping.gitlabUsername })}
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Autocomplete
          sx={{ pt: 1 }}
          options={options}
          value={chosen}
          loading={loading}
          filterOptions={(rows) => rows}
          noOptionsText={t('gitlab.noUsers')}
          getOptionLabel={(option) => `${option.username} (${option.account})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, next) => setChosen(next)}
          onInputChange={(_, next, reason) => reason === 'input' && setInput(next)}
          renderInput={(params) => <TextField {...params} label={t('gitlab.userSearch')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void save()}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a sync answered: how many were synced, and each failure with GitLab's message. */
export function SyncResultDialog({
  result,
  onClose,
}: {
  result: GitlabSyncResult;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="gitlab-sync-title">
      <DialogTitle id="gitlab-sync-title">{t('gitlab.syncTitle')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity={result.synced > 0 ? 'success' : 'info'}>
          {t('gitlab.syncDone', { count: result.synced })}
        </Alert>
        {result.failed.length > 0 && (
          <Alert severity="error">
            {t('gitlab.syncFailed', { count: result.failed.length })}
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.failed.map((item) => (
                <li key={item.id}>
                  {item.gitlabUsername}: {item.message}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('gitlab.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The answer of a connection or token test, as a sentence. */
export function testText(result: GitlabTestResult, t: TFunction<'admin'>) {
  return result.ok
    ? t('gitlab.testOk', { version: result.version || '?', username: result.username || '?' })
    : t('gitlab.testFailed', { message: result.message });
}

const URL_PATTERN = new RegExp(
  (GitlabConnectionWrite.properties.url as unknown as { pattern: string }).pattern,
);
const TOKEN_PATTERN = /^[\x21-\x7E]{8,255}$/;

/**
 * Where the platform reaches GitLab: the URL and the administrator token (write-only: the
 * server answers its last characters), and a test of the stored connection.
 */
export function ConnectionDialog({
  canSave,
  canTest,
  onClose,
}: {
  canSave: boolean;
  canTest: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { data, isFetching } = useGitlabConnectionQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [url, setUrl] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [removeToken, setRemoveToken] = useState(false);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tested, setTested] = useState<GitlabTestResult | null>(null);
  const [save, saving] = useSetGitlabConnectionMutation();
  const [test, testing] = useTestGitlabConnectionMutation();
  const shownUrl = url ?? data?.url ?? '';
  const urlProblem = URL_PATTERN.test(shownUrl.trim()) ? null : t('gitlab.urlInvalid');
  const tokenProblem =
    token === '' || TOKEN_PATTERN.test(token) ? null : t('gitlab.adminTokenInvalid');

  const submit = async () => {
    setTouched(true);
    if (urlProblem || tokenProblem) return;
    setFailure(null);
    try {
      await save({
        url: shownUrl.trim(),
        ...(removeToken ? { token: null } : token === '' ? {} : { token }),
      }).unwrap();
      notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
      setToken('');
      setRemoveToken(false);
      setUrl(null);
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  const runTest = async () => {
    setFailure(null);
    setTested(null);
    try {
      setTested(await test({}).unwrap());
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="gitlab-connection-title"
    >
      <DialogTitle id="gitlab-connection-title">{t('gitlab.connectionTitle')}</DialogTitle>
      <DialogContent dividers>
        {isFetching && !data ? (
          <Spinner />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Alert severity={data?.configured ? 'success' : 'info'}>
              {data?.configured
                ? t('gitlab.configuredAt', { url: data.url })
                : t('gitlab.notConfigured')}
            </Alert>
            {failure && <Alert severity="error">{failure}</Alert>}
            {tested && (
              <Alert severity={tested.ok ? 'success' : 'warning'}>{testText(tested, t)}</Alert>
            )}
            <TextField
              label={t('gitlab.url')}
              value={shownUrl}
              onChange={(event) => setUrl(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && urlProblem !== null}
              helperText={touched && urlProblem ? urlProblem : t('gitlab.urlHelp')}
              // read-only rather than disabled: the address stays readable and can be copied
              slotProps={{ htmlInput: { maxLength: 255, readOnly: !canSave } }}
            />
            {canSave && (
              <>
                <TextField
                  label={t('gitlab.adminToken')}
                  type="password"
                  autoComplete="new-password"
                  value={token}
                  disabled={removeToken}
                  onChange={(event) => setToken(event.target.value)}
                  error={touched && tokenProblem !== null}
                  helperText={
                    touched && tokenProblem
                      ? tokenProblem
                      : data?.tokenHint
                        ? t('gitlab.adminTokenKeep', { hint: data.tokenHint })
                        : t('gitlab.adminTokenNone')
                  }
                  slotProps={{ htmlInput: { maxLength: 255 } }}
                />
                {data?.tokenHint && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={removeToken}
                        onChange={(event) => setRemoveToken(event.target.checked)}
                      />
                    }
                    label={t('gitlab.removeToken')}
                  />
                )}
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {canTest && (
          <Button disabled={testing.isLoading} onClick={() => void runTest()}>
            {t('gitlab.testConnection')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('gitlab.close')}</Button>
        {canSave && (
          <Button variant="contained" disabled={saving.isLoading} onClick={() => void submit()}>
            {t('dialog.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
