"use client";

import { Component, Suspense } from "react";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Alert } from "./alert";
import { Button } from "./button";

type Props = {
  /** Shown while the query streams in (the server prefetched it without waiting). */
  fallback: React.ReactNode;
  /** Shown when the query failed; `retry` clears the error and fetches again. */
  error: (retry: () => void) => React.ReactNode;
  children: React.ReactNode;
};

/** Suspense + an error boundary around a component that reads a query with useSuspenseQuery. */
export function QueryBoundary({ fallback, error, children }: Props) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} render={error}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

type BoundaryProps = { onReset: () => void; render: (retry: () => void) => React.ReactNode; children: React.ReactNode };

// React has no hook for catching render errors: a class is still the only way.
class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.render(this.retry) : this.props.children;
  }
}

/** A calm placeholder of the list's size, so nothing shifts when it arrives. */
export function ListPlaceholder({ rows = 2 }: { rows?: number }) {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-40 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/** What a list says when its query failed (SPEC §8's "failed to load …"), with a button that fetches again. */
export function LoadFailed({ title, retryLabel, retry }: { title: string; retryLabel: string; retry: () => void }) {
  return (
    <Alert variant="error" title={title}>
      <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={retry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
