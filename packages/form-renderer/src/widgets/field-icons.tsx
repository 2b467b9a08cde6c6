/**
 * The line icons of the core text fields (clear, show and hide a password), apart from the
 * other widgets' icons so that the core entry carries only these.
 */
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

export function lineIcon(name: string, shapes: ReactNode) {
  function LineIcon(props: SvgIconProps) {
    return (
      <SvgIcon
        aria-hidden
        {...props}
        sx={{
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          ...props.sx,
        }}
      >
        {shapes}
      </SvgIcon>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const ClearIcon = lineIcon(
  'ClearIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);

export const EyeIcon = lineIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = lineIcon(
  'EyeOffIcon',
  <>
    <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M4 20L20 4" />
  </>,
);
