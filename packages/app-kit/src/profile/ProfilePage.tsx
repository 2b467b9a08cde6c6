import { RESULT_CODES } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../api/errors';
import { useHttp, useKitDispatch } from '../hooks';
import { addResources } from '../i18n/i18n';
import { notify } from '../notices/notify';
import { loadUserInfo } from '../session/session-slice';
import { profileMessages } from './messages';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';
import {
  uploadToStorage,
  useChangePasswordMutation,
  useEndMySessionsMutation,
  useMySessionsQuery,
  useProfileQuery,
  useSetAvatarMutation,
  useUpdateProfileMutation,
} from './profile-api';
import { SessionList } from './SessionList';

export interface ProfilePageProps {
  /**
   * Stores the chosen avatar image and answers its key (default: the platform's direct upload,
   * public, in the user's own namespace).
   */
  uploadAvatar?: (file: File) => Promise<string>;
}

const TABS = ['basic', 'password', 'sessions'] as const;
type TabKey = (typeof TABS)[number];

/** A failed call as an error with the server's message (what the avatar shows under it). */
function asError(failure: unknown): Error {
  const message = (failure as CallError | undefined)?.message;
  return new Error(typeof message === 'string' && message !== '' ? message : String(failure));
}

function ProfileView({ uploadAvatar }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const http = useHttp();
  const dispatch = useKitDispatch();
  const [tab, setTab] = useState<TabKey>('basic');
  const profile = useProfileQuery();
  const sessions = useMySessionsQuery(undefined, { skip: tab !== 'sessions' });
  const [updateProfile] = useUpdateProfileMutation();
  const [setAvatar] = useSetAvatarMutation();
  const [changePassword] = useChangePasswordMutation();
  const [endSessions] = useEndMySessionsMutation();

  // the header's name and avatar come from the user info: read it again after a change
  const refreshHeader = () => void dispatch(loadUserInfo());

  if (!profile.data) {
    const failure = profile.error as CallError | undefined;
    // an ended session is the expired-login dialog's to say; other failures are said here
    const relogin = RESULT_CODES.some((info) => info.code === failure?.code && info.relogin);
    return failure && !relogin ? (
      <Alert severity="error">{failure.message}</Alert>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  const data = profile.data;

  const chooseAvatar = async (file: File) => {
    try {
      const key = await (uploadAvatar ? uploadAvatar(file) : uploadToStorage(http, file));
      await setAvatar(key).unwrap();
    } catch (failure) {
      throw asError(failure);
    }
    refreshHeader();
    notify(t('avatar.changed'), { variant: 'success', autoHideDuration: 3000 });
  };

  const removeAvatar = async () => {
    try {
      await setAvatar(null).unwrap();
    } catch (failure) {
      throw asError(failure);
    }
    refreshHeader();
    notify(t('avatar.removed'), { variant: 'success', autoHideDuration: 3000 });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 340px) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ProfileCard profile={data} onChooseAvatar={chooseAvatar} onRemoveAvatar={removeAvatar} />
      <Paper variant="outlined" sx={{ px: 2, pb: 2, minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          aria-label={t('tab.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`tab.${key}`)}
              id={`profile-tab-${key}`}
              aria-controls={`profile-panel-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
          {tab === 'basic' && (
            <ProfileForm
              key={data.userId}
              profile={data}
              onSave={async (changes) => {
                await updateProfile(changes).unwrap();
                refreshHeader();
                notify(t('saved'), { variant: 'success', autoHideDuration: 3000 });
              }}
            />
          )}
          {tab === 'password' && (
            <PasswordForm onSubmit={(change) => changePassword(change).unwrap()} />
          )}
          {tab === 'sessions' &&
            (sessions.data ? (
              <SessionList
                sessions={sessions.data}
                onEnd={async (ids) => {
                  const { affected } = await endSessions(ids).unwrap();
                  notify(t('sessions.ended', { count: affected }), {
                    variant: 'success',
                    autoHideDuration: 3000,
                  });
                }}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress aria-label={t('loading')} />
              </Box>
            ))}
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * 个人中心, as the admin app and the shell show it under `/profile`: the user's details and
 * avatar beside tabs for editing the profile, changing the password and the sessions open.
 * Its texts (namespace `profile`) come with it.
 */
export function ProfilePage(props: ProfilePageProps) {
  const { t, i18n } = useTranslation();
  useState(() => addResources(i18n, profileMessages));
  return (
    <Box component="section" aria-labelledby="profile-title">
      <Typography id="profile-title" component="h1" variant="h6" sx={{ mb: 2 }}>
        {t('profile:title')}
      </Typography>
      <ProfileView {...props} />
    </Box>
  );
}
