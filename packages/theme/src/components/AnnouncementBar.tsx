import { useContext, type CSSProperties, type ReactElement } from 'react';
import type { AnnouncementBar as Bar } from '@docgen/core';
import { StorageContext, STORAGE_KEYS } from '../client/storage.js';
import { CloseIcon } from './icons.js';
import { useTranslator } from '../i18n/context.js';

/**
 * The banner above the navbar. Dismissal is stored with the bar's id: a script in <head> hides a dismissed bar
 * before paint, and a new id shows the bar again. Its colours come from the configuration as custom properties,
 * which the stylesheet applies (a plain inline style would be the only one of the page).
 */
export function AnnouncementBar({ bar }: { bar: Bar }): ReactElement {
  const { t } = useTranslator();
  const storage = useContext(StorageContext);
  const close = () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    storage?.set(STORAGE_KEYS.announcementDismissed, bar.id);
  };
  return (
    // A named region, not the page's banner landmark (that would be the site header).
    <section
      className="announcement-bar"
      aria-label="Announcement"
      data-announcement-id={bar.id}
      style={{ '--announcement-bar-background': bar.backgroundColor, '--announcement-bar-color': bar.textColor } as CSSProperties}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')} onClick={close}>
          <CloseIcon />
        </button>
      )}
    </section>
  );
}
