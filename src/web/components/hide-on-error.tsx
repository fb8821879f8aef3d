import { Component, type ReactNode } from 'react';

type HideOnErrorProps = {
  children: ReactNode;
  /** What shows instead once the children throw; nothing by default. */
  fallback?: ReactNode;
};

/**
 * Hides its children once they throw: for parts of a page loaded on their own (the header's bell and account menu,
 * the listing's proposal form), whose chunk may fail to download after a deploy. Without it the failure would reach
 * the page's error boundary and replace the whole page. A class: React has no hook for catching render errors.
 */
export class HideOnError extends Component<HideOnErrorProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
