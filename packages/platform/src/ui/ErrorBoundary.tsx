import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './states.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Where the error came from, for the console log. */
  name?: string;
  fallback?: (retry: () => void) => ReactNode;
}

/** Catches a render error in its subtree and shows a localised message with a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'app'}] render failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorState onRetry={this.retry} />;
  }
}
