import type { ReactElement } from 'react';
import type { Logo as LogoConfig } from '@docgen/core';

/**
 * A logo image; `src` is relative to the static folder, so it is served from the site root. `decorative` when text
 * beside it (the site title) already names the link: the alt is then empty, so the name is not read twice.
 */
export function Logo({ logo, className, decorative = false }: { logo: LogoConfig; className?: string; decorative?: boolean }): ReactElement {
  const src = logo.src.startsWith('/') || /^https?:/.test(logo.src) ? logo.src : `/${logo.src}`;
  return <img className={className} src={src} alt={decorative ? '' : logo.alt} width={logo.width} height={logo.height} />;
}
