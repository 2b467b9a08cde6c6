import { type CallError, fieldErrorsOf, notify } from '@org/app-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResetPasswordResult, type User, useResetPasswordMutation } from './user-api';
import { errorText } from '@org/app-kit';

/** How the new password is made: by the server, or typed by the administrator. */
export type ResetMode = 'generate' | 'choose';

/** The password rule of the contract (`NewPassword`): a message, or null when it fits. */
function passwordProblem(password: string, t: (key: string) => string): string | null {
  if (password.length < 8) return t('user.passwordTooShort');
  if (password.length > 128) return t('user.passwordTooLong');
  return null;
}

/**
 * A password reset of `user`: the mode, the typed password and its problem (shown once the
 * field was left or the reset tried), and the server's answer. A typed password ends with
 * `onDone` and a notice; a generated one stays in `result` to be shown once.
 */
export function usePasswordReset(user: User, onDone: () => void) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<ResetMode>('generate');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ResetPasswordResult | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const problem = mode === 'choose' ? passwordProblem(password, t) : null;

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
        onDone();
      }
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error as CallError));
      setFailure(fields.length > 0 ? fields.join('; ') : errorText(error, t));
    }
  };

  return {
    mode,
    setMode,
    password,
    setPassword,
    /** The field's problem once it is to be shown. */
    shownProblem: touched ? problem : null,
    touch: () => setTouched(true),
    failure,
    result,
    busy: isLoading,
    submit,
  };
}
