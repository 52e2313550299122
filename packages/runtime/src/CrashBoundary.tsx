/** The crash screen: any error thrown while rendering the shell ends here instead of a blank page. */
import { Component, type ReactElement, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called by "Try again" after the screen is reset. */
  onTryAgain: () => void;
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

export class CrashBoundary extends Component<Props, { error?: unknown; title?: string }> {
  override state: { error?: unknown; title?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ title: document.title });
    document.title = 'Page Error';
    console.error('The page crashed:', error);
  }

  private tryAgain = () => {
    if (this.state.title) document.title = this.state.title;
    this.setState({ error: undefined, title: undefined });
    this.props.onTryAgain();
  };

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <CrashScreen error={this.state.error} onTryAgain={this.tryAgain} />;
  }
}
