/** The page shell: skip link, announcement bar, navbar, sidebar, the route's main HTML, footer. */
import type { ReactElement } from 'react';
import type { ShellProps } from '../shell-props.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { Sidebar } from './Sidebar.js';

export const MAIN_ID = 'main';

export function Shell({ shell, mainHtml }: { shell: ShellProps; mainHtml: string }): ReactElement {
  const { site } = shell;
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar shell={shell} />
      <div className={`page${shell.sidebar ? ' page--with-sidebar' : ''}`}>
        {shell.sidebar && <Sidebar items={shell.sidebar} path={shell.path} hideable={site.sidebar.hideable} />}
        {/* Route content is finished HTML: React hydrates the chrome around it, never the content itself. */}
        <main id={MAIN_ID} className="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: mainHtml }} />
      </div>
      <Footer footer={site.footer} />
    </>
  );
}
