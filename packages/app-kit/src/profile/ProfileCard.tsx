import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
import type { MyProfile } from './profile-api';

export interface ProfileCardProps {
  profile: MyProfile;
  onChooseAvatar: AvatarUploadProps['onChoose'];
  onRemoveAvatar: AvatarUploadProps['onRemove'];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * 个人信息: the avatar (to change) and what the platform knows of the user: account, name,
 * contacts, organisations (the main one marked), roles, when the account was made and the last
 * sign-in (time and address).
 */
export function ProfileCard({ profile, onChooseAvatar, onRemoveAvatar }: ProfileCardProps) {
  const { t, i18n } = useTranslation('profile');
  const when = (iso: string | null) =>
    iso === null ? t('none') : new Date(iso).toLocaleString(i18n.language);
  const name = profile.username.trim() === '' ? profile.account : profile.username;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="profile-info">
      <Typography
        id="profile-info"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 2 }}
      >
        {t('info.title')}
      </Typography>
      <AvatarUpload
        name={name}
        src={profile.personImage}
        onChoose={onChooseAvatar}
        onRemove={onRemoveAvatar}
      />
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1.25,
          m: 0,
          fontSize: 14,
        }}
      >
        <Row label={t('info.account')}>{profile.account}</Row>
        <Row label={t('info.username')}>{profile.username || t('none')}</Row>
        <Row label={t('info.mobile')}>{profile.mobile || t('none')}</Row>
        <Row label={t('info.email')}>{profile.email || t('none')}</Row>
        <Row label={t('info.gender')}>
          {t(`gender.${profile.gender}`, { defaultValue: t('unknown') })}
        </Row>
        <Row label={t('info.orgs')}>
          {profile.orgs.length === 0
            ? t('none')
            : profile.orgs.map((org) => (
                <Box key={org.id} component="span" sx={{ display: 'block' }}>
                  {org.orgName}
                  {org.main && (
                    <Chip
                      label={t('info.mainOrg')}
                      size="small"
                      variant="outlined"
                      sx={{ ml: 1, height: 20 }}
                    />
                  )}
                </Box>
              ))}
        </Row>
        <Row label={t('info.roles')}>
          {profile.roles.length === 0
            ? t('none')
            : profile.roles
                .map((role) => role.roleName)
                .join(i18n.language.startsWith('zh') ? '、' : ', ')}
        </Row>
        <Row label={t('info.createdAt')}>{when(profile.createdAt)}</Row>
        <Row label={t('info.lastLogin')}>
          {profile.lastLoginAt === null
            ? t('none')
            : t('info.lastLoginAt', {
                time: when(profile.lastLoginAt),
                ip: profile.lastLoginIp || t('unknown'),
              })}
        </Row>
        <Row label={t('info.pwdUpdatedAt')}>{when(profile.pwdUpdatedAt)}</Row>
      </Box>
    </Paper>
  );
}
