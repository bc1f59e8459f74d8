import { Construction, Inbox, LoaderCircle, ShieldBan, TriangleExclamationPoint } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./ui/button";

export const NO_ACCESS_MESSAGE = "You don't have access to this Page.";

export function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-stone-500">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-700" />
      {label}
    </div>
  );
}

export function EmptyState({
  title,
  titleAs: Title = "p",
  children,
}: {
  title: string;
  /** A heading when the empty state is the whole page. */
  titleAs?: "p" | "h1" | "h2" | "h3";
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-12 text-center">
      <Inbox aria-hidden className="size-8 text-stone-400" />
      <Title className="font-medium text-stone-800">{title}</Title>
      {children ? <div className="max-w-md text-sm text-stone-500">{children}</div> : null}
    </div>
  );
}

export function ErrorState({
  title = "Something went wrong",
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <TriangleExclamationPoint aria-hidden className="size-8 text-red-700" />
      <div>
        <p className="font-medium text-stone-900">{title}</p>
        {message ? <p className="mt-1 max-w-md text-sm text-stone-600">{message}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** What a staff member sees on a screen their role may not open (spec §6). */
export function NoAccess({ children }: { children?: ReactNode }) {
  return (
    <section
      aria-labelledby="no-access-title"
      className="panel flex flex-col items-center gap-3 py-16 text-center"
    >
      <ShieldBan aria-hidden className="size-10 text-brand-700" />
      <h1 id="no-access-title" className="text-lg font-semibold text-stone-900">
        {NO_ACCESS_MESSAGE}
      </h1>
      <p className="text-sm text-stone-500">{children ?? "Ask an administrator if you need this screen."}</p>
    </section>
  );
}

export function ComingSoon({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="screen-title"
      className="panel flex flex-col items-center gap-3 py-16 text-center"
    >
      <Construction aria-hidden className="size-10 text-stone-400" />
      <h1 id="screen-title" className="text-lg font-semibold text-stone-900">
        {title}
      </h1>
      <p className="text-sm text-stone-500">This screen is being built.</p>
    </section>
  );
}

/** Before the first screen is ready (a route's code or the session check still on its way). */
export function FullPageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50">
      <LoadingState />
    </div>
  );
}
