import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RouteErrorBoundaryProps {
  /** What to show instead of the children once they threw; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A change (the route's path) clears the error: another page gets its chance. */
  resetKey?: string;
  /** Told about each caught error (logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey?: string;
}

/**
 * Catches what a route's page throws while rendering, including a lazy page whose chunk could
 * not be loaded, and shows `fallback` instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}

/**
 * Whether an error is a script chunk that could not be fetched (a retry must reload the page), as
 * the browsers word a module script's failed import.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(
    message,
  );
}
