/**
 * The few line icons the widgets draw, as simple strokes on a 24×24 grid (no icon package in
 * the bundle). They are decorative: the buttons that hold them carry the accessible name.
 */
import { lineIcon } from './field-icons';

export { ClearIcon, EyeIcon, EyeOffIcon } from './field-icons';

export const CloseIcon = lineIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const MinusIcon = lineIcon('MinusIcon', <path d="M5 12h14" />);

export const ChevronUpIcon = lineIcon('ChevronUpIcon', <path d="M6 15l6-6 6 6" />);

export const ChevronDownIcon = lineIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);

export const ChevronLeftIcon = lineIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);

export const ChevronRightIcon = lineIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);

export const DoubleLeftIcon = lineIcon('DoubleLeftIcon', <path d="M12 6l-6 6 6 6M19 6l-6 6 6 6" />);

export const DoubleRightIcon = lineIcon('DoubleRightIcon', <path d="M5 6l6 6-6 6M12 6l6 6-6 6" />);

export const CalendarIcon = lineIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);

export const ClockIcon = lineIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const TrashIcon = lineIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />
    <path d="M10 11v5M14 11v5" />
  </>,
);

export const PencilIcon = lineIcon(
  'PencilIcon',
  <path d="M4 20l1-4.5L15.5 5a2.1 2.1 0 013 3L8 18.5 4 20zM13.5 7l3 3" />,
);

export const UploadIcon = lineIcon('UploadIcon', <path d="M12 16V4M7 9l5-5 5 5M4 16v3.5h16V16" />);

export const FileIcon = lineIcon('FileIcon', <path d="M6 3h8l4 4v14H6zM14 3v4h4" />);
