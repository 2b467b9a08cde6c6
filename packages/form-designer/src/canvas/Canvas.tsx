import Computer from '@mui/icons-material/Computer';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Tablet from '@mui/icons-material/Tablet';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Platform } from '@org/form-schema';
import { memo, useMemo } from 'react';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { selectIsEmpty, selectPlatform } from '../store/selectors';
import { CanvasLookContext, type CanvasLook } from './canvas-context';
import { canvasCss } from './styles';
import { RootWidgetList } from './WidgetList';

const PLATFORMS: { value: Platform; icon: React.ReactNode }[] = [
  { value: 'pc', icon: <Computer fontSize="small" /> },
  { value: 'pad', icon: <Tablet fontSize="small" /> },
  { value: 'mobile', icon: <PhoneIphone fontSize="small" /> },
];

/** The pc / pad / mobile switch; apart from the canvas so that edits never re-render it. */
const PlatformSwitch = memo(function PlatformSwitch() {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const platform = useDesignerSelector(selectPlatform);
  return (
    <div className="fd-canvas-bar">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={platform}
        aria-label={t('canvas.platform')}
        onChange={(_event, value: Platform | null) => {
          if (value) dispatch(designerActions.platformChanged(value));
        }}
      >
        {PLATFORMS.map(({ value, icon }) => (
          <ToggleButton
            key={value}
            value={value}
            aria-label={t(`canvas.${value}`)}
            sx={{ px: 1.5, py: 0.25, gap: 0.5 }}
          >
            {icon}
            {t(`canvas.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
});

/** Canvas width per platform: the form's own width on pc, a tablet and a phone otherwise. */
const PLATFORM_WIDTH: Record<Platform, string | null> = { pc: null, pad: '770px', mobile: '375px' };

/**
 * The canvas: the pc / pad / mobile switch and the form drawn with design-time previews. A click
 * selects a widget; the selected one shows its drag, clone and delete handles. Drops from the
 * palette and moves between lists are handled by `DesignerDndProvider` around it.
 */
export function Canvas() {
  const { t } = useDesignerTranslation('core');
  const dispatch = useDesignerDispatch();
  const empty = useDesignerSelector(selectIsEmpty);
  const platform = useDesignerSelector(selectPlatform);
  const width = useDesignerSelector((s) => s.designer.definition.config.width);
  const labelWidth = useDesignerSelector((s) => s.designer.definition.config.labelWidth);
  const labelPosition = useDesignerSelector((s) => s.designer.definition.config.labelPosition);
  const hideLabel = useDesignerSelector((s) => s.designer.definition.config.hideLabel === true);
  const look = useMemo<CanvasLook>(
    () => ({ platform, labelWidth, labelPosition, hideLabel }),
    [platform, labelWidth, labelPosition, hideLabel],
  );
  return (
    <section className="fd-canvas" aria-label={t('designer.canvas')}>
      <style href="form-designer-canvas" precedence="medium">
        {canvasCss}
      </style>
      <PlatformSwitch />
      <div className="fd-canvas-scroll" data-canvas-scroll="">
        <div
          className="fd-canvas-page"
          data-platform={platform}
          style={{ width: PLATFORM_WIDTH[platform] ?? (width || '100%'), maxWidth: '100%' }}
          onClick={() => dispatch(designerActions.widgetSelected(null))}
        >
          <CanvasLookContext.Provider value={look}>
            <RootWidgetList />
          </CanvasLookContext.Provider>
          {empty ? <div className="fd-empty">{t('empty')}</div> : null}
        </div>
      </div>
    </section>
  );
}
