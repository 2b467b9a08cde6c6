import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
  /** Display name: username, falling back to account. */
  name: string;
  avatar: string | null;
  /** Lines shown above logout (the application shell lists the user's organisations). */
  details?: readonly string[];
  /** Opens the personal centre (个人中心); without it the menu has no such item. */
  onProfile?: () => void;
  onLogout: () => void;
}

/** The signed-in user's avatar and name, opening a menu with the personal centre and logout. */
export function UserMenu({ name, avatar, details = [], onProfile, onLogout }: UserMenuProps) {
  const { t } = useTranslation('kit');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        title={t('layout.userMenu')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar src={avatar ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        }
        sx={{ textTransform: 'none' }}
      >
        {name}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {details.map((line) => (
          <ListSubheader key={line} sx={{ lineHeight: '32px', position: 'static' }}>
            {line}
          </ListSubheader>
        ))}
        {details.length > 0 && <Divider />}
        {onProfile && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onProfile();
            }}
          >
            {t('layout.profile')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          {t('layout.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
