/** What content components read while a page renders: its link targets and copied files. */
import { createContext, useContext, type ComponentProps, type ReactElement } from 'react';
import { isNetworkHref, type AssetInfo } from '@docgen/core';

export interface ContentContextValue {
  /** href as written → final href. */
  links: Record<string, string>;
  /** asset src as written → copied file. */
  assets: Record<string, AssetInfo>;
}

export const ContentContext = createContext<ContentContextValue>({ links: {}, assets: {} });

/** Docusaurus's escape for a path the site does not handle: `pathname:///reports/q3` is the link `/reports/q3`, unchecked. */
const PATHNAME_PROTOCOL = 'pathname://';

/**
 * Where a link written in content goes: `.md` paths and relative routes where the graph says, files to their copies,
 * `pathname://` paths as written without the prefix, anything else as written.
 */
export function contentHref(written: string, { links, assets }: ContentContextValue): string {
  const target = links[written] ?? assets[written]?.url;
  if (target !== undefined) return target;
  return written.startsWith(PATHNAME_PROTOCOL) ? written.slice(PATHNAME_PROTOCOL.length) : written;
}

/** A link in content (see `contentHref`); one to another host opens in a new tab. */
export function Link({ href, children, ...rest }: ComponentProps<'a'>): ReactElement {
  const context = useContext(ContentContext);
  const target = href !== undefined ? contentHref(href, context) : undefined;
  const external = target !== undefined && isNetworkHref(target);
  return (
    <a href={target} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * An image in content, with the copied file's URL and its intrinsic size so nothing shifts while it loads. A size
 * written in content is kept; when only one side is written, the other follows the image's proportions.
 */
export function Image({ src, width, height, ...rest }: ComponentProps<'img'>): ReactElement {
  const { assets } = useContext(ContentContext);
  const asset = typeof src === 'string' ? assets[src] : undefined;
  let size: { width?: number | string; height?: number | string } = { width, height };
  if (asset?.width && asset.height) {
    const w = Number(width);
    const h = Number(height);
    if (width === undefined && height === undefined) size = { width: asset.width, height: asset.height };
    else if (height === undefined && w > 0) size = { width, height: Math.round((asset.height * w) / asset.width) };
    else if (width === undefined && h > 0) size = { width: Math.round((asset.width * h) / asset.height), height };
  }
  return <img src={asset?.url ?? src} width={size.width} height={size.height} loading="lazy" decoding="async" {...rest} />;
}
