import { Affected } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import { OnlineSession, OnlineSessionPageQuery, SessionIdsBody } from '../schemas/profile';

const P = PERMISSIONS.online;
const base = '/sysOnline/v1';
const tag = 'online users';

/**
 * The online-users screen (在线用户): the live sessions of the users in the caller's data
 * scope, and forcing them to sign out (their next call answers 50008).
 */
export const onlineRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of live sessions, searched by account and address',
    description: "Only sessions of users in the caller's data scope are listed.",
    access: { permission: P.view },
    body: OnlineSessionPageQuery,
    data: PageOf(OnlineSession),
  }),
  forceLogout: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/session`,
    tag,
    summary: 'Force sessions to sign out',
    description:
      "Every session named must be live and of a user in the caller's data scope (40004, " +
      '40003); only an admin ends the sessions of an admin. The session used cannot be ended ' +
      'here (sign out instead). An ended session’s next call answers 50008.',
    access: { permission: P.forceLogout },
    body: SessionIdsBody,
    data: Affected,
  }),
};
