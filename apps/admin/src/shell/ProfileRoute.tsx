import { ProfilePage, usePageTitle } from '@org/app-kit';

/** The personal centre under the layout, titled '个人中心 - {system name}'. */
export function ProfileRoute({ title, siteTitle }: { title: string; siteTitle: string }) {
  usePageTitle(title, siteTitle);
  return <ProfilePage />;
}
