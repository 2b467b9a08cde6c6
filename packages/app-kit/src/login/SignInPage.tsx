import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitDispatch } from '../hooks';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { usePageTitle } from '../routing/page-title';
import { type SessionStart, beginSession } from '../session/begin-session';
import { login, signedIn } from '../session/session-slice';
import { useSystemInfo } from '../system/use-system-info';
import { errorText } from '../api/error-text';

const importErrorAlert = () => import('./SignInError');
type ErrorAlert = Awaited<ReturnType<typeof importErrorAlert>>['SignInError'];
let errorAlert: Promise<ErrorAlert | null> | undefined;
/**
 * The failure message's code (MUI's Alert): fetched after the first paint and awaited before a
 * failure is shown, so that it shows at once; null when it cannot be loaded.
 */
const loadErrorAlert = () =>
  (errorAlert ??= importErrorAlert().then(
    (module) => module.SignInError,
    () => {
      errorAlert = undefined;
      return null;
    },
  ));

export interface SignInPageProps {
  /**
   * Called the moment the server accepts the sign-in, as the user info starts loading: what the
   * app's first page needs starts then (see `RequireSession`, which calls it after a reload).
   */
  onLoadStart?: SessionStart;
}

/**
 * The sign-in page: system name and logo from the server, account (trimmed) and password with
 * show/hide, a language switch, and a clear message when signing in fails. After a success
 * the `GuestOnly` guard around it moves on to the redirect.
 */
export function SignInPage({ onLoadStart }: SignInPageProps = {}) {
  const { t } = useTranslation('kit');
  const dispatch = useKitDispatch();
  const { sysName, sysLog } = useSystemInfo();
  usePageTitle(t('login.title'), sysName);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; Alert: ErrorAlert | null } | null>(null);
  const accountMissing = touched && account.trim() === '';
  const passwordMissing = touched && password === '';
  useEffect(() => void loadErrorAlert(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (account.trim() === '' || password === '' || busy) return;
    setBusy(true);
    setError(null);
    const result = await dispatch(login({ account, password }));
    if (login.fulfilled.match(result)) {
      // the user info (and what the app starts beside it) before the page moves on
      beginSession(dispatch, result.payload, onLoadStart);
      dispatch(signedIn(result.payload));
      return; // the guard moves on to the signed-in pages, and this page goes
    }
    if (login.rejected.match(result)) {
      const Alert = await loadErrorAlert();
      // the server says why, in the user's language (wrong password, locked for how long…)
      setError({ text: errorText(result.payload, t), Alert });
    }
    setBusy(false);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(160deg, #1f2d3d 0%, #2d3a4b 60%, #3b4d63 100%)',
        p: 2,
      }}
    >
      <Box sx={{ position: 'fixed', top: 12, right: 12, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      <Paper
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ width: '100%', maxWidth: 400, p: 4, display: 'grid', gap: 2 }}
        aria-labelledby="sign-in-title"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'center' }}>
          <Box component="img" src={sysLog} alt="" sx={{ width: 40, height: 40 }} />
          <Typography id="sign-in-title" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {sysName}
          </Typography>
        </Box>
        {error &&
          (error.Alert ? (
            <error.Alert>{error.text}</error.Alert>
          ) : (
            <Typography role="alert" color="error">
              {error.text}
            </Typography>
          ))}
        <Field
          label={t('login.account')}
          name="account"
          autoComplete="username"
          autoFocus
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          error={accountMissing}
          helperText={accountMissing ? t('login.accountRequired') : undefined}
          inputProps={{ maxLength: 64 }}
        />
        <Field
          label={t('login.password')}
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordMissing}
          helperText={passwordMissing ? t('login.passwordRequired') : undefined}
          inputProps={{ maxLength: 128 }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={show ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={show}
                onClick={() => setShow(!show)}
                edge="end"
              >
                {show ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('login.submit')}
        </Button>
      </Paper>
    </Box>
  );
}

type FieldProps = Omit<OutlinedInputProps, 'label' | 'id' | 'aria-describedby'> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * An outlined text field drawn as MUI's `TextField` draws it (label, notched outline, helper
 * text), from its parts: `TextField` also brings `Select` and with it the menu and popover,
 * which the sign-in page does not need.
 */
function Field({ label, helperText, error = false, ...input }: FieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
