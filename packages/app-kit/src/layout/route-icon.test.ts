import { MANAGEMENT_DIRECTORY, type PageSpec } from '@org/api-contract';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { describe, expect, it } from 'vitest';
import { ROUTE_ICON_NAMES, routeIcon } from './route-icon';

const iconsOf = (pages: readonly PageSpec[]): string[] =>
  pages.flatMap((page) => [page.icon, ...iconsOf(page.pages ?? [])]);

describe('routeIcon', () => {
  it('knows the icon of every management screen and of the directory', () => {
    const used = [MANAGEMENT_DIRECTORY.icon, ...iconsOf(MANAGEMENT_DIRECTORY.menus)];
    expect(used.filter((name) => !ROUTE_ICON_NAMES.includes(name))).toEqual([]);
  });

  it('falls back to a folder for directories and a page for the rest', () => {
    expect(routeIcon('no-such-icon', true)).toBe(FolderOutlined);
    expect(routeIcon(null, false)).toBe(DescriptionOutlined);
  });
});
