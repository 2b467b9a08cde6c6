import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/**
 * The MUI theme's values the renderer's stylesheet uses, as CSS custom properties set once on
 * the form element (and on the widget stories' frame). The stylesheet itself stays one static
 * text, so a field costs no style work when it mounts, and still follows the host's theme:
 * type, text and paper colours, primary and error colours, corner radius.
 */
export function themeVariables(theme: Theme): CSSProperties {
  const { palette, typography, shape, transitions } = theme;
  const light = palette.mode !== 'dark';
  const radius = shape.borderRadius;
  return {
    fontFamily: typography.fontFamily,
    color: palette.text.primary,
    ['--fr-font' as string]: typography.fontFamily,
    ['--fr-input-size' as string]: typography.body1.fontSize,
    ['--fr-input-spacing' as string]: typography.body1.letterSpacing,
    ['--fr-text' as string]: palette.text.primary,
    ['--fr-text-disabled' as string]: palette.text.disabled,
    ['--fr-paper' as string]: palette.background.paper,
    ['--fr-border' as string]: light ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
    ['--fr-primary' as string]: palette.primary.main,
    ['--fr-error' as string]: palette.error.main,
    ['--fr-action-disabled' as string]: palette.action.disabled,
    ['--fr-action-hover' as string]: palette.action.hover,
    ['--fr-radius' as string]: typeof radius === 'number' ? `${radius}px` : radius,
    ['--fr-placeholder' as string]: light ? 0.42 : 0.5,
    ['--fr-duration' as string]: `${transitions.duration.shortest}ms`,
  };
}
