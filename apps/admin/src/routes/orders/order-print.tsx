import { ErrorState, LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { useOrderDetail } from "@admin/hooks/api/order-detail";
import { formatMoney } from "@admin/lib/format";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import {
  describeChoices,
  instructionsOf,
  measurementsOf,
} from "@boutique/shared/schemas/order-lifecycle-words";
import { ArrowLeft, Printer } from "lucide-react";
import { Fragment } from "react";
import { Link, useParams } from "react-router";

const DOCUMENTS = { "work-order": "Work order", "packing-slip": "Packing slip" } as const;
type DocumentKind = keyof typeof DOCUMENTS;
/** Three name-inches pairs a row: a lehenga's fifteen measurements fit half an A4 page. */
const MEASUREMENTS_PER_ROW = 3;

function rowsOf<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** Only this view prints on A4, with the margins a workshop printer needs; the rest of the back office keeps the browser's default. */
const A4 =
  "@page { size: A4 portrait; margin: 14mm; } @media print { #main { padding: 0; max-width: none; } }";

const day = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * A printable work order (for the tailor: measurements, instructions, colour choices; no prices) or a
 * packing slip (what goes in the parcel and where it goes). The back office's frame is hidden in print.
 */
export function Component() {
  const params = useParams();
  const id = Number(params.id);
  const kind = (params.doc ?? "") in DOCUMENTS ? (params.doc as DocumentKind) : "work-order";
  const detail = useOrderDetail(id, { enabled: Number.isInteger(id) && id > 0 });
  if (detail.isPending) return <LoadingState />;
  if (detail.error)
    return <ErrorState title="The order could not be loaded" message={detail.error.message} />;
  return <PrintDocument kind={kind} detail={detail.data} />;
}

function PrintDocument({ kind, detail }: { kind: DocumentKind; detail: OrderDetailAnswer }) {
  const { order, shipping } = detail;
  const lines = detail.orders.filter((line) => !line.cancelled);
  return (
    <div className="mx-auto max-w-3xl">
      <style>{A4}</style>
      <div className="mb-4 flex items-center justify-between gap-3 print:hidden">
        <Link
          to={`/admin/ordersDetail/${order.id}`}
          className="inline-flex items-center gap-1 rounded-sm text-sm text-stone-600 hover:text-stone-900 focus-ring"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to the order
        </Link>
        <Button onClick={() => window.print()} icon={<Printer aria-hidden className="size-4" />}>
          Print
        </Button>
      </div>
      <article className="bg-white p-6 text-stone-900 shadow-sm ring-1 ring-stone-200 print:p-0 print:shadow-none print:ring-0">
        <header className="flex items-start justify-between gap-4 border-b-2 border-stone-900 pb-3">
          <div>
            <p className="text-xs tracking-[0.2em] text-stone-500 uppercase">Rangrez Boutique</p>
            <h1 className="text-2xl font-semibold">{DOCUMENTS[kind]}</h1>
          </div>
          <div className="text-right text-sm">
            <p className="text-lg font-semibold">{order.order_number}</p>
            <p>Placed {day.format(new Date(order.created))}</p>
          </div>
        </header>
        {kind === "packing-slip" ? (
          <section className="mt-4 text-sm">
            <h2 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Deliver to</h2>
            <address className="mt-1 not-italic">
              <strong>{shipping.full_name}</strong>
              <br />
              {shipping.address1}
              {shipping.address2 ? `, ${shipping.address2}` : ""}
              <br />
              {[shipping.city, shipping.state, shipping.zip].filter(Boolean).join(", ")}, {shipping.country}
              <br />
              Phone {shipping.mobile}
            </address>
          </section>
        ) : null}
        <ol className="mt-4 space-y-4">
          {lines.map((line, index) => {
            const measurements = measurementsOf(line.customization);
            const instructions = instructionsOf(line.customization);
            const choices = describeChoices(line.customization);
            return (
              <li key={line.id} className="break-inside-avoid border border-stone-300 p-3 text-sm">
                <div className="flex justify-between gap-3">
                  <p className="font-semibold">
                    {index + 1}. {line.name}
                  </p>
                  <p className="whitespace-nowrap">
                    Qty {line.quantity}
                    {kind === "packing-slip" ? ` · ${formatMoney(line.line_total)}` : ""}
                  </p>
                </div>
                <p className="text-stone-600">
                  {[line.category, line.color && `Colour ${line.color}`, line.size && `Size ${line.size}`]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {kind === "work-order" ? (
                  <>
                    {choices.length > 0 ? (
                      <p className="mt-2">
                        {choices.map((choice) => `${choice.label}: ${choice.value}`).join(" · ")}
                      </p>
                    ) : null}
                    {measurements.length > 0 ? (
                      <table className="mt-2 w-full border-collapse text-sm">
                        <caption className="text-left text-xs font-semibold tracking-wide text-stone-500 uppercase">
                          Measurements (inches)
                        </caption>
                        <tbody>
                          {rowsOf(measurements, MEASUREMENTS_PER_ROW).map((row) => (
                            <tr key={row[0]?.name} className="border-b border-stone-200">
                              {row.map((measurement) => (
                                <Fragment key={measurement.name}>
                                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                                    {measurement.name}
                                  </th>
                                  <td className="py-1 pr-6 text-right font-semibold tabular-nums">
                                    {measurement.inches}
                                  </td>
                                </Fragment>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    ) : (
                      <p className="mt-2 text-stone-600">Ready-made: no measurements.</p>
                    )}
                    {instructions ? (
                      <p className="mt-2 [overflow-wrap:anywhere]">
                        <strong>Instructions:</strong> {instructions}
                      </p>
                    ) : null}
                  </>
                ) : null}
              </li>
            );
          })}
        </ol>
        <footer className="mt-6 grid grid-cols-2 gap-6 text-xs text-stone-500">
          <p className="border-t border-stone-400 pt-1">{kind === "work-order" ? "Tailor" : "Packed by"}</p>
          <p className="border-t border-stone-400 pt-1">
            {kind === "work-order" ? "Quality check" : "Checked by"}
          </p>
        </footer>
      </article>
    </div>
  );
}
