import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/route-error-page';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * A screen that throws, or whose code cannot be downloaded (after a new deployment), shows an error
 * page instead of a blank screen. The root layout remounts it on every navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
