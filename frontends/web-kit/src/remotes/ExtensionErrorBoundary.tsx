import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the extension when it fails to load or render. */
  failed: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps another remote's component that fails from breaking the page that hosts it. */
export class ExtensionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Extension failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
