import { Component, type ReactNode } from 'react';
import { BlankLayout } from '../layout/blank-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';

/**
 * In the browser, an error the shell itself throws while rendering shows the error screen in the blank layout
 * instead of unmounting the page. (Remotes' errors stay in their slots; on the server the render's own handler
 * answers 500 with the same screen.)
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] the page failed to render:', error instanceof Error ? error.message : error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <BlankLayout>
        <ErrorScreen />
      </BlankLayout>
    );
  }
}
