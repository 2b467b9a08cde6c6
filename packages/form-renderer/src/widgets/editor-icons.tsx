/**
 * The rich text toolbar's icons, drawn like `icons.tsx` (strokes on a 24×24 grid) so that
 * no button depends on a font having an emoji or a rare symbol. Decorative: the buttons carry
 * the names.
 */
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import type { EditorIconName } from './editor-toolbar';

const LINES = 'M10 6h10M10 12h10M10 18h10';

const SHAPES: Readonly<Record<EditorIconName, ReactNode>> = {
  listOrdered: <path d={`${LINES}M4 4.5l1.5-1v5M4 14a1.5 1.5 0 0 1 3 0c0 1.5-3 2.5-3 4.5h3`} />,
  listBullet: (
    <>
      <path d={LINES} />
      <circle cx="5" cy="6" r="1" />
      <circle cx="5" cy="12" r="1" />
      <circle cx="5" cy="18" r="1" />
    </>
  ),
  listCheck: <path d={`${LINES}M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17`} />,
  alignCenter: <path d="M4 6h16M7 12h10M4 18h16" />,
  alignRight: <path d="M4 6h16M10 12h10M4 18h16" />,
  alignJustify: <path d="M4 6h16M4 12h16M4 18h16" />,
  rtl: <path d="M20 6H9M20 12H9M20 18H9M6 9l-3 3 3 3" />,
  indentMore: <path d="M4 6h16M11 12h9M4 18h16M4 9l3 3-3 3" />,
  indentLess: <path d="M4 6h16M11 12h9M4 18h16M7 9l-3 3 3 3" />,
  quote: <path d="M5 17c2-1 3-3 3-6V7H4v4h4M14 17c2-1 3-3 3-6V7h-4v4h4" />,
  codeBlock: (
    <>
      <rect x="3.5" y="4" width="17" height="16" rx="2" />
      <path d="M10 9.5L7.5 12l2.5 2.5M14 9.5l2.5 2.5-2.5 2.5" />
    </>
  ),
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  image: (
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M4 17l5-5 4 4 3-3 4 4" />
    </>
  ),
  video: <path d="M4 6.5h11v11H4zM15 10.5l5-3v9l-5-3" />,
  clean: <path d="M4 5h11M9.5 5v11M14 14l6 6M20 14l-6 6" />,
  subscript: <path d="M4 7l8 9M12 7l-8 9M16 16.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2.5-3 4.5h3" />,
  superscript: <path d="M4 9l8 9M12 9l-8 9M16 5.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2.5-3 4.5h3" />,
};

export function EditorIcon({ name, ...props }: SvgIconProps & { name: EditorIconName }) {
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
      {SHAPES[name]}
    </SvgIcon>
  );
}
