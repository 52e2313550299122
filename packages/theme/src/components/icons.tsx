/** Small inline SVG icons; decorative unless given a label. */
import type { ReactElement } from 'react';

type IconProps = { className?: string };
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function SunIcon({ className }: IconProps): ReactElement {
  // Material's "light mode" icon, drawn as strokes: a ring and eight round-capped rays.
  return (
    <svg {...base} className={className}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M2 12h2m16 0h2M12 2v2m0 16v2M5.3 5.3l1 1m11.4 11.4 1 1m0-13.4-1 1M6.3 17.7l-1 1" />
      </g>
    </svg>
  );
}

export function MoonIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} className={className}>
      <path
        fill="currentColor"
        d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z"
      />
    </svg>
  );
}

export function SearchIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={24} height={24} className={className}>
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={14} height={14} className={className}>
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2.5" d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

export function ExternalIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={13} height={13} className={className ?? 'icon-external'}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

export function HomeIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={16} height={16} className={className}>
      <path
        fill="currentColor"
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
      />
    </svg>
  );
}

export function ChevronIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={16} height={16} className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M9 6l6 6-6 6" />
    </svg>
  );
}

export function DocIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={18} height={18} className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M6 2h8l5 5v15H6z M14 2v5h5 M9 12h7 M9 16h7" />
    </svg>
  );
}

export function FolderIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={18} height={18} className={className}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"
      />
    </svg>
  );
}

/** A globe: the locale dropdown. */
export function LanguageIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={18} height={18} className={['language-icon', className].filter(Boolean).join(' ')}>
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <ellipse cx="12" cy="12" rx="4" ry="9" />
        <path d="M3 12h18M4.5 7.5h15M4.5 16.5h15" />
      </g>
    </svg>
  );
}

/** Two stacked sheets: copying. */
export function CopyIcon({ className }: IconProps): ReactElement {
  return (
    <svg {...base} width={16} height={16} className={className}>
      <path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1z" />
    </svg>
  );
}
