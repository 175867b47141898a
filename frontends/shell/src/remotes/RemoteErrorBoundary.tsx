import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailedCard } from './RemoteFailedCard';

interface Props {
  onRetry: () => void;
  /** Render nothing on failure (small layout pieces such as header icons). */
  silent?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote that fails to load or render from blanking the rest of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.silent) return null;
    return <RemoteFailedCard onRetry={this.props.onRetry} />;
  }
}
