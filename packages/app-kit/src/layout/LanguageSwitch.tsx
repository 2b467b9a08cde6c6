import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The menu (MUI's Menu, Popover, Modal…) is not needed until the switch is used. */
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * Switches between zh-CN and en-US (kept in the `language` cookie). The button shows at once;
 * its menu's code loads when the button is pointed at or focused, so a click seldom waits.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { t } = useTranslation('kit');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so that closing plays the menu's transition
  const [used, setUsed] = useState(false);
  const preload = () => void loadMenu();
  return (
    <>
      <IconButton
        color={color}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenu anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
