/** `@docusaurus/Link`: `to` (a route, or a `.md` path) or `href`, resolved like any link in content. */
import type { ReactElement, ReactNode } from 'react';
import { Link } from '../content-context.js';

export function DocLink({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }): ReactElement {
  return (
    <Link href={to ?? href} {...(rest as object)}>
      {children}
    </Link>
  );
}
