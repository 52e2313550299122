import type { ReactElement } from 'react';
import type { Logo as LogoConfig } from '@docgen/core';

/** A logo image; `src` is relative to the static folder, so it is served from the site root. */
export function Logo({ logo, className }: { logo: LogoConfig; className?: string }): ReactElement {
  const src = logo.src.startsWith('/') || /^https?:/.test(logo.src) ? logo.src : `/${logo.src}`;
  return <img className={className} src={src} alt={logo.alt} width={logo.width} height={logo.height} />;
}
