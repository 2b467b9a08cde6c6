import { NewPassword, ResultCode } from '@org/api-contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallError, fieldErrorsOf } from '../api/errors';
import { FORM_GRID, fieldColumn, fieldLabel } from './form-layout';
import type { PasswordChange, PasswordChanged } from './profile-api';

type Field = 'oldPassword' | 'newPassword' | 'confirm';
type Values = Record<Field, string>;

const EMPTY: Values = { oldPassword: '', newPassword: '', confirm: '' };
/** The contract's password rule (`NewPassword`), as the user screen's reset dialog checks it. */
const RULE = NewPassword as { minLength?: number; maxLength?: number };
const MIN = RULE.minLength ?? 8;
const MAX = RULE.maxLength ?? 128;

export interface PasswordFormProps {
  /** Changes the password; rejects with the server's refusal. */
  onSubmit: (change: PasswordChange) => Promise<PasswordChanged>;
}

/**
 * 修改密码: the current password, the new one (the contract's rule, not the current one) and
 * the new one again. The server checks the current one; afterwards the other sessions of the
 * user are signed out, and the form says how many.
 */
export function PasswordForm({ onSubmit }: PasswordFormProps) {
  const { t, i18n } = useTranslation('profile');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [visible, setVisible] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const problemsOf = (next: Values): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (next.oldPassword === '')
      found.oldPassword = t('form.required', { field: t('password.old') });
    if (next.newPassword === '')
      found.newPassword = t('form.required', { field: t('password.new') });
    else if (next.newPassword.length < MIN) found.newPassword = t('password.tooShort');
    else if (next.newPassword.length > MAX) found.newPassword = t('password.tooLong');
    else if (next.newPassword === next.oldPassword) found.newPassword = t('password.same');
    if (next.confirm !== next.newPassword) found.confirm = t('password.mismatch');
    return found;
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setOutcome(null);
    // a shown problem goes as soon as it is fixed
    if (Object.keys(errors).length > 0) {
      const now = problemsOf(next);
      setErrors(Object.fromEntries(Object.keys(errors).map((key) => [key, now[key as Field]])));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setErrors(found);
    setOutcome(null);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const { sessionsEnded } = await onSubmit({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      setOutcome({
        ok: true,
        text:
          sessionsEnded > 0
            ? t('password.doneOthers', { count: sessionsEnded })
            : t('password.done'),
      });
    } catch (error) {
      const failure = error as CallError;
      const refused = fieldErrorsOf(failure);
      if (refused.oldPassword) {
        setErrors({ oldPassword: t('password.wrongOld') });
      } else if (refused.newPassword) {
        setErrors({ newPassword: refused.newPassword });
      } else if (failure.code === ResultCode.LOCKED) {
        const until = (failure.data as { lockedUntil?: string } | undefined)?.lockedUntil;
        const time = until ? new Date(until).toLocaleString(i18n.language) : '';
        setOutcome({ ok: false, text: t('password.locked', { time }) });
      } else {
        setOutcome({ ok: false, text: failure.message });
      }
    } finally {
      setSaving(false);
    }
  };

  const toggle = (
    <InputAdornment position="end">
      <IconButton
        size="small"
        edge="end"
        aria-label={visible ? t('password.hide') : t('password.show')}
        onClick={() => setVisible(!visible)}
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );

  const input = (field: Field, label: string, helper?: string) => [
    <Fragment key={`${field}-label`}>{fieldLabel(`password-${field}`, label, true)}</Fragment>,
    <TextField
      key={field}
      id={`password-${field}`}
      size="small"
      fullWidth
      required
      type={visible ? 'text' : 'password'}
      autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={Boolean(errors[field])}
      {...(errors[field] || helper ? { helperText: errors[field] ?? helper } : {})}
      slotProps={{
        htmlInput: { maxLength: MAX },
        ...(field === 'newPassword' ? { input: { endAdornment: toggle } } : {}),
      }}
    />,
  ];

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={FORM_GRID}>
      {input('oldPassword', t('password.old'))}
      {input('newPassword', t('password.new'), t('password.rule'))}
      {input('confirm', t('password.confirm'))}
      {outcome &&
        fieldColumn(
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>,
        )}
      {fieldColumn(
        <Button type="submit" variant="contained" disabled={saving}>
          {t('password.submit')}
        </Button>,
      )}
    </Box>
  );
}
