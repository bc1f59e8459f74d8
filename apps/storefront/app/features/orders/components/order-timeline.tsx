import type { TimelineStep } from "@boutique/shared/order-timeline";
import { indiaDateTime } from "@storefront/features/checkout/format";
import Check from "lucide-react/icons/check";
import CircleDot from "lucide-react/icons/circle-dot";
import CircleSlash from "lucide-react/icons/circle-slash";

/** The order's steps, top to bottom: reached ones with their date, the current one marked, the rest ahead. */
export function OrderTimeline({
  steps,
  label = "Order progress",
}: {
  steps: TimelineStep[];
  label?: string;
}) {
  return (
    <ol aria-label={label} className="relative" data-testid="order-timeline">
      {steps.map((step, index) => {
        const reached = step.state !== "ahead";
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === "current" ? "step" : undefined}
            data-state={step.state}
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden
                className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${reached && steps[index + 1]?.state !== "ahead" ? "bg-maroon" : "bg-line"}`}
              />
            ) : null}
            <StepMark state={step.state} />
            <div className="min-w-0 text-sm">
              <p className={reached ? "font-semibold text-ink" : "text-muted"}>
                {step.label}
                {step.state === "current" ? <span className="sr-only"> (current step)</span> : null}
              </p>
              {step.at ? (
                <p className="text-xs text-muted">
                  <time dateTime={step.at}>{indiaDateTime(step.at)}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function StepMark({ state }: { state: TimelineStep["state"] }) {
  const base = "relative z-10 flex h-6 w-6 shrink-0 items-center justify-center rounded-full";
  if (state === "done") {
    return (
      <span className={`${base} bg-maroon text-white`}>
        <Check aria-hidden className="h-3.5 w-3.5" />
      </span>
    );
  }
  if (state === "current") {
    return (
      <span className={`${base} bg-gold text-white ring-4 ring-gold/20`}>
        <CircleDot aria-hidden className="h-3.5 w-3.5" />
      </span>
    );
  }
  if (state === "stopped") {
    return (
      <span className={`${base} bg-stone-600 text-white`}>
        <CircleSlash aria-hidden className="h-3.5 w-3.5" />
      </span>
    );
  }
  return <span className={`${base} border-2 border-line bg-white`} />;
}
