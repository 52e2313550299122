/**
 * react-player's default export, drawn as a light embed: the server renders a play button (over the `light`/`poster`
 * image, when one is given) and a link to the video; no third-party script, iframe or image is requested until the
 * reader presses play. The runtime's delegated click listener then swaps in the YouTube or Vimeo iframe, or a
 * `<video>` for a file, with the props kept: `controls`, `muted`, `loop`, `width`, `height`.
 */
import type { CSSProperties, ReactElement } from 'react';
import { embedUrl, videoSource } from '@docgen/core';
import { usePageTranslator } from '../i18n/page-translator.js';

export interface VideoEmbedProps {
  url?: string | string[];
  controls?: boolean;
  muted?: boolean;
  loop?: boolean;
  /** react-player's default size. */
  width?: string | number;
  height?: string | number;
  /** An image shown before playing (react-player's `light="…"`); `light={true}` would need the provider's thumbnail. */
  light?: boolean | string;
  poster?: string;
  /** Names the video for screen readers. */
  title?: string;
  className?: string;
}

const size = (value: string | number | undefined, fallback: string) => (typeof value === 'number' ? `${value}px` : (value ?? fallback));

const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo', file: '' } as const;

function PlayIcon(): ReactElement {
  return (
    <svg className="video-embed__icon" width="68" height="48" viewBox="0 0 68 48" aria-hidden="true">
      <rect width="68" height="48" rx="12" fill="currentColor" />
      <path d="M27 15v18l16-9z" fill="#fff" />
    </svg>
  );
}

export function VideoEmbed({
  url,
  controls = false,
  muted = false,
  loop = false,
  width,
  height,
  light,
  poster,
  title,
  className,
}: VideoEmbedProps): ReactElement {
  const { t } = usePageTranslator();
  const href = Array.isArray(url) ? url.find((u) => typeof u === 'string') : url;
  const source = href ? videoSource(href) : undefined;
  const style: CSSProperties = { width: size(width, '640px'), height: size(height, '360px') };
  if (!href || !source) {
    return (
      <div className={['video-embed', 'video-embed--link', className].filter(Boolean).join(' ')}>
        {href ? <a href={href}>{title ?? t('docgen.video.open')}</a> : null}
      </div>
    );
  }
  const provider = PROVIDERS[source.provider];
  const name = title ?? (provider ? t('docgen.video.ofProvider', { provider }) : t('docgen.video.untitled'));
  const options = { controls, muted, loop };
  const image = poster ?? (typeof light === 'string' ? light : undefined);
  return (
    <div
      className={['video-embed', className].filter(Boolean).join(' ')}
      style={style}
      data-video-embed={source.provider === 'file' ? 'video' : 'iframe'}
      data-embed-src={source.provider === 'file' ? href : embedUrl(source, options)}
      data-embed-title={name}
      data-controls={controls ? '' : undefined}
      data-muted={muted ? '' : undefined}
      data-loop={loop ? '' : undefined}
    >
      <button type="button" className="video-embed__play" aria-label={t('docgen.video.play', { title: name })}>
        {image && <img className="video-embed__poster" src={image} alt="" loading="lazy" decoding="async" />}
        <PlayIcon />
      </button>
      <a
        className="video-embed__link"
        href={href}
        target={source.provider === 'file' ? undefined : '_blank'}
        rel={source.provider === 'file' ? undefined : 'noopener noreferrer'}
      >
        {provider ? t('docgen.video.watchOn', { provider }) : t('docgen.video.openFile')}
      </a>
    </div>
  );
}
