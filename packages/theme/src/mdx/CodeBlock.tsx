/**
 * `@theme/CodeBlock` with content other than text (text content becomes a highlighted code block in the markdown
 * stage): the code block's frame around it, with a title if given.
 */
import type { ReactElement, ReactNode } from 'react';

export function CodeBlock({ title, language, children }: { title?: string; language?: string; children?: ReactNode }): ReactElement {
  return (
    <div className={`code-block${language ? ` language-${language}` : ''}`} data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre className="code-block__pre" tabIndex={0}>
          <code>{children}</code>
        </pre>
      </div>
    </div>
  );
}
