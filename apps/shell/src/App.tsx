import { GuestOnly, NotFound, RequireSession, SignInPage } from '@org/app-kit';
import Box from '@mui/material/Box';
import { Route, Routes } from 'react-router';
import { AskHost } from './dialogs/ask';
import { ShellRoot } from './routing/ShellRoot';
import { ViewsProvider } from './tabs/ViewsProvider';

/** /login and /404 are open; everything else is the guarded root layout. */
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
        path="/404"
        element={
          <Box component="main" sx={{ p: 2 }}>
            <NotFound />
          </Box>
        }
      />
      <Route
        path="*"
        element={
          <RequireSession>
            <ViewsProvider>
              <ShellRoot />
              <AskHost />
            </ViewsProvider>
          </RequireSession>
        }
      />
    </Routes>
  );
}
