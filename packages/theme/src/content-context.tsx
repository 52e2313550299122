/** What content components read while a page renders: its link targets and copied files. */
import { createContext, useContext, type ComponentProps, type ReactElement } from 'react';
import type { AssetInfo } from '@docgen/core';

export interface ContentContextValue {
  /** href as written → final href. */
  links: Record<string, string>;
  /** asset src as written → copied file. */
  assets: Record<string, AssetInfo>;
}

export const ContentContext = createContext<ContentContextValue>({ links: {}, assets: {} });
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** A link in content: `.md` paths and relative routes go where the graph says, files to their copies. */
export function Link({ href, children, ...rest }: ComponentProps<'a'>): ReactElement {
  const { links, assets } = useContext(ContentContext);
  const target = href !== undefined ? (links[href] ?? assets[href]?.url ?? href) : undefined;
  const external = target !== undefined && EXTERNAL.test(target);
  return (
    <a href={target} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

export function Image({ src, width, height, ...rest }: ComponentProps<'img'>): ReactElement {
  const { assets } = useContext(ContentContext);
  const asset = typeof src === 'string' ? assets[src] : undefined;
  return <img src={asset?.url ?? src} width={width ?? asset?.width} height={height ?? asset?.height} loading="lazy" decoding="async" {...rest} />;
}
