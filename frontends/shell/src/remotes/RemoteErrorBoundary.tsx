import { Button, Card } from '@filmcollab/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <Card role="alert" className="mx-auto my-10 max-w-md text-center">
        <p className="mb-4">This part of FilmCollab could not be loaded. Try again.</p>
        <Button onClick={this.props.onRetry}>Try again</Button>
      </Card>
    );
  }
}
