import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SensorOccupiedOutlined from '@mui/icons-material/SensorOccupiedOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icons of the route list's `meta.icon` names (the names the resource screen offers, after
 * the vue-element-admin set users know). Unknown or missing names get a page or folder icon.
 */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  setting: SettingsOutlined,
  tree: AccountTreeOutlined,
  user: PersonOutlined,
  peoples: GroupsOutlined,
  post: BadgeOutlined,
  department: ApartmentOutlined,
  role: SecurityOutlined,
  menu: MenuOutlined,
  dict: MenuBookOutlined,
  category: CategoryOutlined,
  calendar: CalendarMonthOutlined,
  app: AppsOutlined,
  api: ApiOutlined,
  gateway: HubOutlined,
  gitlab: CodeOutlined,
  config: TuneOutlined,
  list: ListAltOutlined,
  param: TuneOutlined,
  dashboard: DashboardOutlined,
  home: HomeOutlined,
  logininfor: LoginOutlined,
  log: HistoryOutlined,
  online: SensorOccupiedOutlined,
};

/** The names `routeIcon` knows. */
export const ROUTE_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** The icon of a route: its `meta.icon` when known, else a folder (directory) or a page. */
export function routeIcon(name: string | null | undefined, directory: boolean): SvgIconComponent {
  return (name ? ICONS[name] : undefined) ?? (directory ? FolderOutlined : DescriptionOutlined);
}
