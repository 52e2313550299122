/** Page content: hast → React through rehype-react, with a component map for the elements the theme enhances. */
import { Children, createContext, isValidElement, useContext, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { AssetInfo, HastRoot } from '@docgen/core';

interface ContentContextValue {
  /** href as written → final href. */
  links: Record<string, string>;
  /** asset src as written → copied file. */
  assets: Record<string, AssetInfo>;
}

const ContentContext = createContext<ContentContextValue>({ links: {}, assets: {} });
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

function Link({ href, children, ...rest }: ComponentProps<'a'>): ReactElement {
  const { links } = useContext(ContentContext);
  const target = href !== undefined ? (links[href] ?? href) : undefined;
  const external = target !== undefined && EXTERNAL.test(target);
  return (
    <a href={target} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function Image({ src, width, height, ...rest }: ComponentProps<'img'>): ReactElement {
  const { assets } = useContext(ContentContext);
  const asset = typeof src === 'string' ? assets[src] : undefined;
  return <img src={asset?.url ?? src} width={width ?? asset?.width} height={height ?? asset?.height} loading="lazy" decoding="async" {...rest} />;
}

/** `title="train.py"` (or single quotes) from a code block's metastring. */
export function metaTitle(meta: string | undefined): string | undefined {
  const match = meta ? /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta) : null;
  return match ? (match[1] ?? match[2]) : undefined;
}

function CodeBlock({ children }: ComponentProps<'pre'>): ReactElement {
  const code = Children.toArray(children).find(isValidElement) as ReactElement<{ className?: string; 'data-meta'?: string; children?: ReactNode }> | undefined;
  const language = /language-([\w+#-]+)/.exec(code?.props.className ?? '')?.[1];
  const title = metaTitle(code?.props['data-meta']);
  return (
    <div className={`code-block${language ? ` language-${language}` : ''}`}>
      {title && <div className="code-block__title">{title}</div>}
      <pre className="code-block__pre" tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>{code?.props.children ?? children}</code>
      </pre>
    </div>
  );
}

function heading(tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>): ReactElement {
    const Tag = tag;
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`} title="Direct link to this heading">
            {'\u200B'}
          </a>
        )}
      </Tag>
    );
  };
}

function Table(props: ComponentProps<'table'>): ReactElement {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

const components = {
  a: Link,
  img: Image,
  pre: CodeBlock,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  table: Table,
};

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs, components }).freeze();

/** React elements for a page's content tree, with its links and assets resolved. */
export function renderContent(tree: HastRoot, context: ContentContextValue): ReactElement {
  const element = toReact.stringify(tree as never) as unknown as ReactElement;
  return <ContentContext.Provider value={context}>{element}</ContentContext.Provider>;
}
