import type { SizeRow } from "@boutique/shared/schemas/product-detail";
import type { SizeChart } from "@boutique/shared/schemas/size-chart";
import { lazy, Suspense, useState } from "react";

// The size chart's dialog comes when the shopper first points at, focuses or presses its button.
const loadSizeChart = () =>
  import("./size-chart-dialog").then((module) => ({ default: module.SizeChartDialog }));
const SizeChartDialog = lazy(loadSizeChart);

/** Sizes XS to XXL in the API's order; a sold-out size is shown but cannot be chosen. */
export function SizePicker({
  sizes,
  value,
  onChange,
  chart = null,
}: {
  sizes: SizeRow[];
  value: string | null;
  onChange: (size: string) => void;
  /** The category's size chart, opened from a button beside the legend (issue 27 §1). */
  chart?: SizeChart | null;
}) {
  const garmentSizes = sizes.filter((row) => row.size !== "Free");
  if (garmentSizes.length === 0) return null;
  return (
    <fieldset className="mt-6">
      {/* Floated, the legend is laid out in the box like any line, with the aside on its right. */}
      <legend className={chart ? "field-label float-left" : "field-label"}>
        Size{value ? <span className="font-normal text-muted">: {value}</span> : null}
      </legend>
      {chart ? <SizeChartButton chart={chart} /> : null}
      <div className="clear-both flex flex-wrap gap-2">
        {garmentSizes.map((row) => {
          const soldOut = row.quantity <= 0;
          const tip = soldOut ? `${row.tooltip ? `${row.tooltip}. ` : ""}Sold out` : row.tooltip;
          return (
            <label key={row.id} title={tip} className="group relative">
              <input
                type="radio"
                name="size"
                value={row.size}
                checked={value === row.size}
                disabled={soldOut}
                onChange={() => onChange(row.size)}
                aria-describedby={row.tooltip ? `size-tip-${row.id}` : undefined}
                className="peer sr-only"
              />
              <span
                className={`flex h-11 min-w-12 cursor-pointer items-center justify-center border px-3 text-sm font-medium transition-colors peer-checked:border-maroon peer-checked:bg-maroon peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-maroon ${
                  soldOut
                    ? "cursor-not-allowed border-line text-muted/60 line-through"
                    : "border-line bg-white text-ink hover:border-maroon"
                }`}
              >
                {row.size}
              </span>
              {row.tooltip ? (
                <span
                  id={`size-tip-${row.id}`}
                  role="tooltip"
                  className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden -translate-x-1/2 whitespace-nowrap bg-ink px-2 py-1 text-xs text-white group-hover:block peer-focus-visible:block"
                >
                  {tip}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** "Size chart" beside the sizes; its dialog is fetched on the first hover, focus or press. */
function SizeChartButton({ chart }: { chart: SizeChart }) {
  // null until first opened: the dialog's code is not even asked for before.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <div className="float-right">
      <button
        type="button"
        onPointerEnter={loadSizeChart}
        onFocus={loadSizeChart}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="text-sm font-medium text-maroon underline underline-offset-4 hover:text-maroon-dark"
      >
        Size chart
      </button>
      {open !== null ? (
        <Suspense fallback={null}>
          <SizeChartDialog chart={chart} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
