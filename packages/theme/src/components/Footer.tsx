import type { ReactElement } from 'react';
import type { FooterLink } from '@docgen/core';
import type { ShellSite } from '../shell-props.js';
import { ExternalIcon } from './icons.js';
import { Logo } from './Logo.js';
import { useTranslator } from '../i18n/context.js';

function FooterItem({ link }: { link: FooterLink }): ReactElement {
  if (link.href) {
    return (
      <a className="footer__link" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalIcon />
      </a>
    );
  }
  return (
    <a className="footer__link" href={link.to}>
      {link.label}
    </a>
  );
}

/**
 * Link columns (each under its title) or one row of links, as Docusaurus lays them out, then the logo and the
 * copyright line.
 */
export function Footer({ footer }: { footer: ShellSite['footer'] }): ReactElement {
  const links = footer.links ?? [];
  const { t } = useTranslator();
  return (
    <footer className="footer">
      <div className="footer__inner">
        {links.length > 0 && (
          <nav className={`footer__links${links.some((c) => c.title) ? ' footer__links--columns' : ''}`} aria-label={t('docgen.footer.navAriaLabel')}>
            {links.map((column, i) => (
              // A titled column is a group named by its title (a list itself may not be named).
              <div className="footer__col" key={i} role={column.title ? 'group' : undefined} aria-labelledby={column.title ? `footer-col-${i}` : undefined}>
                {column.title && (
                  <div className="footer__title" id={`footer-col-${i}`}>
                    {column.title}
                  </div>
                )}
                <ul className="footer__items">
                  {column.items.map((link, j) => (
                    <li key={j}>
                      <FooterItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {footer.logo && (
          <a className="footer__logo" href={footer.logo.href}>
            <Logo logo={footer.logo} />
          </a>
        )}
        {footer.copyright && <div className="footer__copyright">{footer.copyright}</div>}
      </div>
    </footer>
  );
}
