import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { NavbarItem } from '@docgen/core';

interface Props {
  item: NavbarItem;
  children: ReactNode;
}

/** One navbar item that fails to render is replaced by a message naming its configuration; the rest stays. */
export class NavbarItemBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`A navbar item failed to render: ${describeItem(this.props.item)}`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <span className="navbar__item-error" role="alert">
        A navbar item failed to render. Check its configuration in site.config.yaml: <code>{describeItem(this.props.item)}</code>
      </span>
    );
  }
}

export function describeItem(item: NavbarItem): string {
  const { place: _place, ...config } = item as NavbarItem & { place?: unknown };
  return JSON.stringify(config);
}
