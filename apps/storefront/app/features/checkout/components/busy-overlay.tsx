import LoaderCircle from "lucide-react/icons/loader-circle";

/**
 * Spec §4: a loading overlay while the order is created or the payment confirmed. Always rendered, so
 * screen readers announce the message as it appears; it covers the page only while there is one.
 */
export function BusyOverlay({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        message
          ? "fixed inset-0 z-40 flex items-center justify-center bg-ivory/85 px-6 backdrop-blur-[1px]"
          : "sr-only"
      }
    >
      {message ? (
        <div className="flex max-w-sm flex-col items-center gap-4 border border-line bg-white px-8 py-7 text-center shadow-lg">
          <LoaderCircle aria-hidden className="h-8 w-8 animate-spin text-maroon motion-reduce:animate-none" />
          <p className="font-display text-lg text-ink">{message}</p>
          <p className="text-sm text-muted">Please do not close or refresh this page.</p>
        </div>
      ) : null}
    </div>
  );
}
