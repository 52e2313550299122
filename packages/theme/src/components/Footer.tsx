import type { ReactElement } from 'react';
import type { ShellSite } from '../shell-props.js';
import { Logo } from './Logo.js';

/** The footer carries the logo and the copyright line only. */
export function Footer({ footer }: { footer: ShellSite['footer'] }): ReactElement {
  return (
    <footer className="footer">
      <div className="footer__inner">
        {footer.logo && (
          <a className="footer__logo" href={footer.logo.href}>
            <Logo logo={footer.logo} />
          </a>
        )}
        <div className="footer__copyright">{footer.copyright}</div>
      </div>
    </footer>
  );
}
