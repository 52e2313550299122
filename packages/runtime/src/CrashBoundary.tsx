/** The crash screen: any error thrown while rendering the shell ends here instead of a blank page. */
import { Component, useEffect, type ReactElement, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called by "Try again"; the screen is reset once it settles (the page data reloaded). */
  onTryAgain: () => Promise<void>;
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

export function CrashScreen({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }): ReactElement {
  const [message, ...causes] = causeChain(error);
  // A passive effect runs after every layout effect of the failed render, so this title stays.
  useEffect(() => {
    document.title = 'Page Error';
  });
  return (
    <main className="crash" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={onTryAgain}>
        Try again
      </button>
      <div className="crash__error">
        <p>{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className="crash__cause">
            Cause: {cause}
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
    return this.state.error === undefined ? this.props.children : <CrashScreen error={this.state.error} onTryAgain={this.tryAgain} />;
  }
}
