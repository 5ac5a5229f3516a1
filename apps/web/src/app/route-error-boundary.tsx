import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/route-error-page';

type Props = { children: ReactNode };
type State = { failed: boolean; offline: boolean };

/** Chromium, Firefox and Safari's words for a lazily loaded module that could not be downloaded. */
const MODULE_NOT_LOADED = /dynamically imported module|module script failed|error loading dynamically/i;

/**
 * A screen that throws, or whose code cannot be downloaded (after a new deployment, or offline), shows an error
 * page instead of a blank screen. The root layout remounts it on every navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, offline: false };

  static getDerivedStateFromError(error: unknown): State {
    const notLoaded = error instanceof Error && MODULE_NOT_LOADED.test(error.message);
    return { failed: true, offline: notLoaded || !navigator.onLine };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage offline={this.state.offline} /> : this.props.children;
  }
}
