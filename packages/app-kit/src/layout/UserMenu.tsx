import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
  /** Display name: username, falling back to account. */
  name: string;
  avatar: string | null;
  onLogout: () => void;
}

/** The signed-in user's avatar and name, opening a menu with logout. */
export function UserMenu({ name, avatar, onLogout }: UserMenuProps) {
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
