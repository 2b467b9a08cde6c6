import { GuestOnly, RequireSession, SignInPage } from '@org/app-kit';
import { Route, Routes } from 'react-router';
import { AdminShell } from './shell/AdminShell';

/** `/login` is the only open page; everything else is guarded. */
export function App() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <SignInPage />
          </GuestOnly>
        }
      />
      <Route
        path="*"
        element={
          <RequireSession>
            <AdminShell />
          </RequireSession>
        }
      />
    </Routes>
  );
}
