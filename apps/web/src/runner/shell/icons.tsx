import type { ReactNode } from 'react';

/** Small inline icons (decorative: the buttons carry the text). */
const Svg = ({ children, size = 20 }: { children: ReactNode; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const BookmarkIcon = ({ filled = false }: { filled?: boolean }) => (
  <Svg>
    <path d="M6 3h12v18l-6-4-6 4z" fill={filled ? 'currentColor' : 'none'} />
  </Svg>
);
export const FlagIcon = ({ filled = false }: { filled?: boolean }) => (
  <Svg>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" fill={filled ? 'currentColor' : 'none'} />
  </Svg>
);
export const ChevronDown = () => (
  <Svg size={16}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
export const ChevronUp = () => (
  <Svg size={16}>
    <path d="M6 15l6-6 6 6" />
  </Svg>
);
export const MoreIcon = () => (
  <Svg>
    <circle cx="12" cy="5" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="19" r="1.5" fill="currentColor" />
  </Svg>
);
export const PenIcon = () => (
  <Svg>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13 7l4 4" />
  </Svg>
);
export const CalculatorIcon = () => (
  <Svg>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
  </Svg>
);
export const FormulaIcon = () => (
  <Svg>
    <path d="M4 18h6M7 15v6M14 4l6 6M20 4l-6 6M4 7h6" />
  </Svg>
);
export const PinIcon = () => (
  <Svg size={14}>
    <path d="M12 21s-6-5.5-6-11a6 6 0 0112 0c0 5.5-6 11-6 11z" fill="currentColor" />
  </Svg>
);
export const CheckIcon = () => (
  <Svg size={16}>
    <path d="M5 12l5 5 9-10" />
  </Svg>
);
export const CloudIcon = () => (
  <Svg size={16}>
    <path d="M7 18h10a4 4 0 000-8 6 6 0 00-11.6 1.8A3.2 3.2 0 007 18z" />
  </Svg>
);
export const CloseIcon = () => (
  <Svg size={18}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const EyeIcon = ({ off = false }: { off?: boolean }) => (
  <Svg size={18}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="M3 3l18 18" /> : null}
  </Svg>
);
