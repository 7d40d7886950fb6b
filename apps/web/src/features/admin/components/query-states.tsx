import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { EmptyNote } from './panel';

/** The parts of a TanStack query result the loading / error / empty states read. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface QueryStatesProps {
  query: QueryLike;
  /** Shown while the first answer is on its way (e.g. {@link SkeletonList}). */
  loading: ReactNode;
  /** The error panel's title, e.g. "Could not load orders"; its message is the server's, else `errorFallback`. */
  errorTitle: string;
  errorFallback: string;
  isEmpty: boolean;
  emptyIcon: LucideIcon;
  /** What an empty answer says. */
  empty: ReactNode;
  /** The list, dimmed while the next page is loading; `className` goes on its wrapper. */
  children: ReactNode;
  className?: string;
  /** Shown under the rows once there are rows (the page links), outside the dimmed wrapper. */
  footer?: ReactNode;
}

/**
 * A list screen's four states in one place: loading (skeletons), failed with nothing to show (an error panel
 * with Retry; a failed refresh keeps the rows on screen and is left to the error toast), empty, and the rows.
 */
export function QueryStates({
  query,
  loading,
  errorTitle,
  errorFallback,
  isEmpty,
  emptyIcon: EmptyIcon,
  empty,
  children,
  className,
  footer,
}: QueryStatesProps) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError && !query.data) {
    return (
      <ErrorPanel
        title={errorTitle}
        message={getErrorMessage(query.error, errorFallback)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white">
        <EmptyNote icon={<EmptyIcon className="h-8 w-8 text-slate-300" aria-hidden="true" />}>{empty}</EmptyNote>
      </div>
    );
  }
  return (
    <>
      <div
        className={`transition-opacity ${className ?? ''}`.trim()}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {children}
      </div>
      {footer}
    </>
  );
}

/** `count` grey placeholders of one size, laid out by `className` (a stack or a grid). */
export function SkeletonList({
  count,
  className,
  itemClassName,
  isDecorative = false,
}: {
  count: number;
  className: string;
  itemClassName: string;
  /** Hidden from screen readers: the panel around it already tells that it is loading. */
  isDecorative?: boolean;
}) {
  return (
    <div className={className} aria-hidden={isDecorative || undefined}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
