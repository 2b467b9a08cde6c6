import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, chooseLanguage } from '../i18n/i18n';

const LABELS: Record<string, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export interface LanguageMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The language switch's menu (its own chunk, loaded when the switch is first pointed at,
 * focused or opened): the current language is the selected item, which takes the focus.
 */
export function LanguageMenu({ anchorEl, onClose }: LanguageMenuProps) {
  const { i18n } = useTranslation('kit');
  return (
    <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          lang={lang}
          selected={i18n.language === lang}
          onClick={() => {
            void chooseLanguage(i18n, lang);
            onClose();
          }}
        >
          {LABELS[lang]}
        </MenuItem>
      ))}
    </Menu>
  );
}
