/** The crash screen: any error thrown while rendering the shell ends here instead of a blank page. */
import { Component, useEffect, type ReactElement, type ReactNode } from 'react';
import { translate, type Strings } from '@docgen/theme/browser';

interface Props {
  children: ReactNode;
  /** Called by "Try again"; the screen is reset once it settles (the page data reloaded). */
  onTryAgain: () => Promise<void>;
  /** The shell's texts in the page's locale. */
  strings?: Strings;
}

/** The error and its `cause` chain, outermost first. */
export function causeChain(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    out.push(current instanceof Error ? current.message || current.name : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return out;
}

export function CrashScreen({ error, onTryAgain, strings = {} }: { error: unknown; onTryAgain: () => void; strings?: Strings }): ReactElement {
  const [message, ...causes] = causeChain(error);
  // A passive effect runs after every layout effect of the failed render, so this title stays.
  useEffect(() => {
    document.title = translate(strings, 'docgen.ErrorPageContent.documentTitle');
  });
  return (
    <main className="crash" role="alert">
      <h1>{translate(strings, 'theme.ErrorPageContent.title')}</h1>
      <button type="button" className="button button--primary" onClick={onTryAgain}>
        {translate(strings, 'theme.ErrorPageContent.tryAgain')}
      </button>
      <div className="crash__error">
        <p>{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className="crash__cause">
            {translate(strings, 'docgen.ErrorPageContent.cause', { cause })}
          </p>
        ))}
      </div>
    </main>
  );
}

export class CrashBoundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page crashed:', error);
  }

  private tryAgain = () => {
    void this.props.onTryAgain().finally(() => this.setState({ error: undefined }));
  };

  override render(): ReactNode {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <CrashScreen error={this.state.error} onTryAgain={this.tryAgain} strings={this.props.strings} />
    );
  }
}
