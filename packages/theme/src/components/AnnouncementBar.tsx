import type { ReactElement } from 'react';
import type { AnnouncementBar as Bar } from '@docgen/core';
import { safeStorage, STORAGE_KEYS } from '../client/storage.js';
import { CloseIcon } from './icons.js';

/**
 * The banner above the navbar. Dismissal is stored with the bar's id: a script in <head> hides a dismissed bar
 * before paint, and a new id shows the bar again.
 */
export function AnnouncementBar({ bar }: { bar: Bar }): ReactElement {
  const close = () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    safeStorage.set(STORAGE_KEYS.announcementDismissed, bar.id);
  };
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
