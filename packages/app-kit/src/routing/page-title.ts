import { useEffect } from 'react';

/** '{title} - {site title}', or the site title alone. */
export function pageTitle(title: string | undefined, siteTitle: string): string {
  return title ? `${title} - ${siteTitle}` : siteTitle;
}

/** Sets `document.title` while the component is shown. */
export function usePageTitle(title: string | undefined, siteTitle: string): void {
  useEffect(() => {
    document.title = pageTitle(title, siteTitle);
  }, [title, siteTitle]);
}
