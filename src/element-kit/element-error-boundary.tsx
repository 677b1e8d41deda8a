import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  /** The element failed: it lets go of any room it kept for itself. */
  onError?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing element (a bug, or its code failing to load) from taking anything else on
 * the page with it: the element renders nothing and developers get a console error.
 */
export class ElementErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`<${this.props.tag}> failed and shows nothing.`, error);
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
