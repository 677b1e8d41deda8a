import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  /** The element failed: it lets go of any room it kept for itself. */
  onError?: () => void;
  /**
   * After a failure, the children render again once this value changes. An element that
   * renders a store's snapshot passes the snapshot, so one bad snapshot does not blank it for
   * the rest of the visit: the next one brings it back.
   */
  retryOn?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The `retryOn` of the last render, to tell when it changes. */
  retryOn: unknown;
}

/**
 * Keeps a failing element (a bug, or its code failing to load) from taking anything else on
 * the page with it: the element renders nothing and developers get a console error.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, retryOn: this.props.retryOn };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.retryOn, state.retryOn)
      ? null
      : { retryOn: props.retryOn, failed: false };
  }

  override componentDidCatch(error: unknown): void {
    const until = 'retryOn' in this.props ? ' until its data changes' : '';
    console.error(`<${this.props.tag}> failed and shows nothing${until}.`, error);
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
