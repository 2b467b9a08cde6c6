import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/i18n';

const LABELS: Record<string, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** Switches between zh-CN and en-US (kept in the `language` cookie). */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { t, i18n } = useTranslation('kit');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color={color}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang}
            selected={i18n.language === lang}
            onClick={() => {
              void i18n.changeLanguage(lang);
              setAnchor(null);
            }}
          >
            {LABELS[lang]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
