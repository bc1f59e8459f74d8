import { Button } from "@admin/components/ui/button";
import { formatMoney } from "@admin/lib/format";
import { imageSrc } from "@admin/lib/images";
import type { OrderLine } from "@boutique/shared/schemas/checkout";
import {
  describeChoices,
  instructionsOf,
  measurementsOf,
  TAILORING_LABELS,
  TAILORING_STAGES,
  type TailoringStage,
} from "@boutique/shared/schemas/order-lifecycle-words";
import { Check, Scissors } from "lucide-react";
import type { ReactNode } from "react";

/** The stage after the line's current one, or null when tailoring is done. */
export function nextTailoringStage(current: TailoringStage | null): TailoringStage | null {
  const index = current === null ? 0 : TAILORING_STAGES.indexOf(current) + 1;
  return TAILORING_STAGES[index] ?? null;
}

/** One order line laid out for the tailor: options, measurements, instructions and the tailoring stage. */
export function OrderLineCard({
  line,
  canTailor,
  pending,
  onTailor,
  approval,
}: {
  line: OrderLine;
  /** Approval before dispatch for a made-to-measure piece (issue 27 §4), rendered under its stages. */
  approval?: ReactNode;
  /** The order is in production: the line's next tailoring stage may be recorded. */
  canTailor: boolean;
  pending: boolean;
  onTailor: (stage: TailoringStage) => void;
}) {
  const choices = describeChoices(line.customization);
  const measurements = measurementsOf(line.customization);
  const instructions = instructionsOf(line.customization);
  const next = nextTailoringStage(line.tailoring_stage);
  return (
    <li className="p-4 sm:p-5" data-testid="order-line">
      <div className="flex gap-4">
        {line.image ? (
          <img
            src={imageSrc(line.image, 160)}
            alt=""
            width={64}
            height={85}
            className="h-[85px] w-16 shrink-0 rounded bg-stone-100 object-cover"
          />
        ) : (
          <span className="block h-[85px] w-16 shrink-0 rounded bg-stone-100" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-medium text-stone-900">
                {line.name}
                {line.cancelled ? (
                  <span className="ml-2 text-xs font-normal text-red-700">Cancelled</span>
                ) : null}
              </p>
              <p className="text-sm text-stone-500">
                {[line.category, line.color, line.size && `Size ${line.size}`].filter(Boolean).join(" · ")}
              </p>
            </div>
            <p className="text-right text-sm whitespace-nowrap tabular-nums">
              {line.quantity} × {formatMoney(line.selling_price)}
              <span className="block font-medium text-stone-900">{formatMoney(line.line_total)}</span>
            </p>
          </div>
          {choices.length > 0 ? (
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              {choices.map((choice) => (
                <div key={choice.label}>
                  <dt className="text-xs text-stone-500">{choice.label}</dt>
                  <dd className="text-stone-900">{choice.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {measurements.length > 0 ? (
        <section aria-label={`Measurements for ${line.name}`} className="mt-4 rounded-md bg-violet-50/60 p-3">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-violet-900 uppercase">
            <Scissors aria-hidden className="size-3.5" /> Measurements (inches)
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {measurements.map((measurement) => (
              <div
                key={measurement.name}
                className="flex justify-between gap-2 border-b border-violet-100 py-0.5"
              >
                <dt className="text-stone-600">{measurement.name}</dt>
                <dd className="font-semibold text-stone-900 tabular-nums">{measurement.inches}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {instructions ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 [overflow-wrap:anywhere]">
          <span className="font-semibold">Instructions: </span>
          {instructions}
        </p>
      ) : null}
      {line.made_to_measure && !line.cancelled ? (
        <div className="mt-4">
          <ol className="flex flex-wrap gap-1.5" aria-label="Tailoring stages">
            {TAILORING_STAGES.map((stage, index) => {
              const reached =
                line.tailoring_stage !== null && index <= TAILORING_STAGES.indexOf(line.tailoring_stage);
              return (
                <li
                  key={stage}
                  className={
                    reached
                      ? "inline-flex items-center gap-1 rounded-full bg-violet-700 px-2.5 py-0.5 text-xs text-white"
                      : "inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-500"
                  }
                >
                  {reached ? <Check aria-hidden className="size-3" /> : null}
                  {TAILORING_LABELS[stage]}
                  {reached ? <span className="sr-only"> (done)</span> : null}
                </li>
              );
            })}
          </ol>
          {canTailor && next ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              pending={pending}
              onClick={() => onTailor(next)}
            >
              Mark {TAILORING_LABELS[next].toLowerCase()}
            </Button>
          ) : null}
          {approval}
        </div>
      ) : null}
    </li>
  );
}
