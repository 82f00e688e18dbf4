"use client";

import { Component, type ReactNode } from "react";
import { retryFailedLoads } from "@/lib/retryable-lazy";

interface LoadBoundaryProps {
  /** Shown instead of the children while their code could not be loaded. */
  fallback: ReactNode;
  /** A new value tries the children again, with a fresh load of whatever failed. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Keeps a part of the chrome whose code loads on first use (the toaster, the journey card) from
 * taking the page down with it when that code cannot be fetched: the error stops here, the
 * fallback shows, and the next `resetKey` loads the code again.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; key: unknown }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LoadBoundaryProps,
    state: { failed: boolean; key: unknown },
  ) {
    if (props.resetKey === state.key) return null;
    if (state.failed) retryFailedLoads();
    return { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
