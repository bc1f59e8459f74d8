import type { SizeChart } from "@boutique/shared/schemas/size-chart";
import { toCentimetres } from "@boutique/shared/size-chart-units";
import { imageUrl } from "@storefront/lib/images";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";

export type ChartUnit = "in" | "cm";

/** The unit the shopper last chose, kept for the visit (this tab), so every chart opens in it. */
const UNIT_KEY = "sizeChartUnit";

function storedUnit(): ChartUnit {
  try {
    return window.sessionStorage.getItem(UNIT_KEY) === "cm" ? "cm" : "in";
  } catch {
    return "in";
  }
}

const shown = (inches: number, unit: ChartUnit) =>
  unit === "in" ? `${inches}″` : `${toCentimetres(inches).toLocaleString("en-IN")} cm`;

/**
 * The size chart (issue 27 §1) as a modal <dialog>: a sheet from the bottom on phones, a box in the middle
 * on wider screens. A real table (caption, column and row headers) a screen reader reads cell by cell; the
 * inch/cm switch changes every cell and is remembered for the visit. Loaded on first use (purchase-panel).
 */
export function SizeChartDialog({
  chart,
  open,
  onClose,
}: {
  chart: SizeChart;
  open: boolean;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [unit, setUnit] = useState<ChartUnit>(storedUnit);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const choose = (next: ChartUnit) => {
    setUnit(next);
    try {
      window.sessionStorage.setItem(UNIT_KEY, next);
    } catch {
      // Private browsing without storage: the switch still works on this page.
    }
  };
  const other: ChartUnit = unit === "in" ? "cm" : "in";

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse extra; keyboards close with Escape or the Close button
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none flex-col rounded-t-2xl bg-ivory p-0 text-ink backdrop:bg-ink/50 open:flex sm:m-auto sm:max-h-[85dvh] sm:max-w-2xl sm:rounded-lg"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
        <div>
          <h2 id={titleId} className="font-display text-2xl text-maroon">
            Size chart
          </h2>
          <p className="text-sm text-muted">
            {chart.category_name}: measurements of the body, not the garment
          </p>
        </div>
        <button type="button" onClick={onClose} className="-mr-2 p-2" aria-label="Close size chart">
          <X size={22} aria-hidden />
        </button>
      </div>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5">
        <fieldset className="flex items-center gap-3">
          <legend className="sr-only">Unit</legend>
          <span aria-hidden className="text-sm text-muted">
            Show in
          </span>
          <div className="inline-flex border border-line bg-white">
            {(["in", "cm"] as const).map((option) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="size-chart-unit"
                  value={option}
                  checked={unit === option}
                  onChange={() => choose(option)}
                  className="peer sr-only"
                />
                <span className="block min-w-16 px-3 py-2 text-center text-sm font-medium peer-checked:bg-maroon peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-maroon">
                  {option === "in" ? "Inches" : "Centimetres"}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, the table scrolls; a scrolling region must take focus to be scrolled by keys (WCAG 2.1.1) */}
        <section aria-label="Measurements per size" tabIndex={0} className="-mx-5 overflow-x-auto px-5">
          <table className="w-full border-collapse text-sm">
            <caption className="pb-2 text-left text-xs text-muted">
              {unit === "in" ? "In inches, centimetres beside them." : "In centimetres, inches beside them."}
            </caption>
            <thead>
              <tr className="border-b-2 border-maroon/30">
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  Size
                </th>
                {chart.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-2 py-2 text-right font-semibold whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.size} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2.5 pr-3 text-left font-semibold">
                    {row.size}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={chart.columns[index]}
                      className="px-2 py-2.5 text-right tabular-nums whitespace-nowrap"
                    >
                      {value === null ? (
                        <>
                          <span aria-hidden>–</span>
                          <span className="sr-only">none</span>
                        </>
                      ) : (
                        <>
                          <span className="font-medium">{shown(value, unit)}</span>
                          <span className="block text-xs text-muted">{shown(value, other)}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {chart.notes || chart.image ? (
          <section aria-label="How to measure" className="flex flex-col gap-4 sm:flex-row">
            {chart.image ? (
              <img
                src={imageUrl(chart.image, 480)}
                alt="How to measure"
                width={240}
                height={320}
                loading="lazy"
                className="h-auto w-40 shrink-0 self-start border border-line bg-white object-contain"
              />
            ) : null}
            {chart.notes ? (
              <div>
                <h3 className="text-sm font-semibold tracking-wide uppercase">How to measure</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink/80">{chart.notes}</p>
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
    </dialog>
  );
}
