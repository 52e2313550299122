import type { ReactElement } from 'react';
import type { AnnouncementBar as Bar } from '@docgen/core';
import { CloseIcon } from './icons.js';

/** The banner above the navbar. A script in <head> hides it before paint when the reader dismissed this id. */
export function AnnouncementBar({ bar }: { bar: Bar }): ReactElement {
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close">
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
