import type { ReactNode } from 'react';

/** The tutor panel's icons (inline SVG: the panel has no icon library in the runner root). */

/** The frame every icon of the panel draws in: 18 px, a 24-unit box, hidden from assistive technology. */
const PanelIcon = ({ children }: { children: ReactNode }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const MinimizeIcon = () => (
  <PanelIcon>
    <path d="M5 18h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
  </PanelIcon>
);
export const GripIcon = () => (
  <PanelIcon>
    <path
      d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      fill="none"
    />
  </PanelIcon>
);
export const CloseIcon = () => (
  <PanelIcon>
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
  </PanelIcon>
);
export const ChatIcon = () => (
  <PanelIcon>
    <path d="M4 5h16v11H9l-5 4z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" fill="none" />
  </PanelIcon>
);
/** A window with a side pane: dock beside the page, or float over it. */
export const DockIcon = () => (
  <PanelIcon>
    <rect x="3" y="4" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M14 4v16" stroke="currentColor" strokeWidth="2" fill="none" />
  </PanelIcon>
);
