import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** Why signing in failed (its own chunk: the sign-in page needs it only after a failure). */
export function SignInError({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" role="alert">
      {children}
    </Alert>
  );
}
