import { ProfilePage } from '@org/app-kit';

/** 个人中心 (/profile), reached from the user menu: the kit's personal centre. */
export function PersonalCentre() {
  return <ProfilePage />;
}
