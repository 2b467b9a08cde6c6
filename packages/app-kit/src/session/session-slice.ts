// the routes' heads, not the routes: the sign-in page then ships no schema (and no TypeBox)
import { authRouteHeads, type authRoutes, type RouteData } from '@org/api-contract';
import { type PayloadAction, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { type KitExtra, callRoute } from '../api/client';
import { type CallError, toCallError } from '../api/errors';
import { resetApiAction } from '../api/lazy-api';
import { clearCachedRoutes } from '../routing/route-cache';
import { getToken, removeToken, setToken } from './token';

export type UserInfo = RouteData<typeof authRoutes.userInfo>;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** username, falling back to account. */
  name: string;
  avatar: string | null;
  account: string;
  /** The expired-login dialog is open. */
  reloginOpen: boolean;
}

const signedOut = (): Omit<SessionState, 'reloginOpen'> => ({
  token: null,
  userInfo: null,
  name: '',
  avatar: null,
  account: '',
});

export interface Credentials {
  account: string;
  password: string;
}

type ThunkConfig = { extra: KitExtra; rejectValue: CallError; state: { session: SessionState } };

/**
 * Signs in (the account trimmed); stores the token in the cookie and answers it. The state takes
 * it with `signedIn`, after the sign-in page has begun the session (`beginSession`).
 */
export const login = createAsyncThunk<string, Credentials, ThunkConfig>(
  'session/login',
  async ({ account, password }, { extra, rejectWithValue }) => {
    try {
      const token = await callRoute<string>(extra.http, {
        route: authRouteHeads.login,
        body: { account: account.trim(), password },
        silent: true,
      });
      setToken(token);
      return token;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

/** Loads the signed-in user; an empty answer fails with kind `empty` (said as `error.empty`). */
export const loadUserInfo = createAsyncThunk<UserInfo, void, ThunkConfig>(
  'session/loadUserInfo',
  async (_, { extra, rejectWithValue }) => {
    try {
      // the token goes as the X-Token header, as on every call: never in a URL
      const info = await callRoute<UserInfo | null>(extra.http, {
        route: authRouteHeads.userInfo,
        silent: true,
      });
      if (!info || typeof info !== 'object' || !info.account) {
        return rejectWithValue({ kind: 'empty', message: '' });
      }
      return info;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

/**
 * Signs out on the server, then clears the token and the session state (even if the call
 * fails), and only then the cached answers: the guard has already let go of the signed-in
 * pages, so none of them asks for its data again without a token.
 */
export const logout = createAsyncThunk<void, void, ThunkConfig>(
  'session/logout',
  async (_, { extra, getState, dispatch }) => {
    const token = getState().session.token;
    try {
      if (token) await callRoute(extra.http, { route: authRouteHeads.logout });
    } finally {
      dispatch(sessionSlice.actions.resetToken());
      const reset = resetApiAction();
      if (reset) dispatch(reset);
    }
  },
);

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ ...signedOut(), token: getToken(), reloginOpen: false }),
  reducers: {
    /** The token of a sign-in: the signed-in pages may show (the user info still loading). */
    signedIn(state, { payload }: PayloadAction<string>) {
      state.token = payload;
      state.userInfo = null;
    },
    /** Clears the cookie and the state without calling the server. */
    resetToken(state) {
      removeToken();
      clearCachedRoutes();
      Object.assign(state, signedOut());
    },
    openRelogin(state) {
      state.reloginOpen = true;
    },
    closeRelogin(state) {
      state.reloginOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loadUserInfo.fulfilled, (state, { payload }) => {
      state.userInfo = payload;
      state.account = payload.account;
      state.name = payload.username || payload.account;
      state.avatar = payload.personImage ?? payload.avatar;
    });
  },
});

export const { signedIn, resetToken, openRelogin, closeRelogin } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
