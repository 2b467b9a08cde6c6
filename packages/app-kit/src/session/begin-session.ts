import type { UnknownAction } from '@reduxjs/toolkit';
import { type UserInfo, loadUserInfo } from './session-slice';

/** A store's dispatch, as far as starting the session needs it. */
type Dispatch = (thunk: ReturnType<typeof loadUserInfo>) => {
  unwrap(): Promise<UserInfo>;
} & UnknownAction;

/** Called when the user info starts loading, with the user info to come (rejected on failure). */
export type SessionStart = (userInfo: Promise<UserInfo>) => void;

/** The session begun in each store: for which token, and its user info. */
const begun = new WeakMap<object, { token: string; userInfo: Promise<UserInfo> }>();

/**
 * Starts loading the signed-in user for `token`, once per token: the sign-in page starts it the
 * moment the server answers (before the page moves on), the guard when it first renders (after
 * a reload). `onLoadStart` is told by the call that starts it, so that the app starts what its
 * first page needs (the route list, the page's code and data) beside the user info.
 */
export function beginSession(
  dispatch: Dispatch,
  token: string,
  onLoadStart?: SessionStart,
): Promise<UserInfo> {
  const current = begun.get(dispatch);
  if (current?.token === token) return current.userInfo;
  const userInfo = dispatch(loadUserInfo()).unwrap();
  begun.set(dispatch, { token, userInfo });
  // whoever waits for it (the guard) handles a failure; this keeps it from being unhandled
  userInfo.catch(() => undefined);
  onLoadStart?.(userInfo);
  return userInfo;
}
