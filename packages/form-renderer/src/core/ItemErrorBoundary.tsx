import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ItemErrorBoundaryProps {
  /** What to show instead of the item when it throws, given the error. */
  fallback: (error: Error) => ReactNode;
  /** Reports the error (e.g. a console message in development); optional. */
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Contains a failing form item: it shows the fallback, the rest of the form keeps working. */
export class ItemErrorBoundary extends Component<ItemErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
