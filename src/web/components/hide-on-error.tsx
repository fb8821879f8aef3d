import { Component, type ReactNode } from 'react';

/**
 * Shows nothing in place of its children once they throw: for optional parts loaded on their own (the header's
 * bell and account menu), whose chunk may fail to download after a deploy. Without it the failure would reach
 * the page's error boundary and replace the whole page. A class: React has no hook for catching render errors.
 */
export class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
