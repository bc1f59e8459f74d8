import { formatMoney } from "@admin/lib/format";
import type { DashboardAnswer } from "@boutique/shared/schemas/dashboard";
import { useId } from "react";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function bucketLabel(start: string, period: DashboardAnswer["period"]): string {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  if (period === "month") return `${MONTHS[month - 1]} ${String(year).slice(2)}`;
  return `${day} ${MONTHS[month - 1]}`;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

/**
 * Revenue per day, week or month as bars, drawn as plain SVG (no chart library: the bars, their labels
 * and a table for screen readers are all this needs). Each bar's title gives its figures on hover.
 */
export function RevenueChart({ figures }: { figures: DashboardAnswer }) {
  const titleId = useId();
  const buckets = figures.revenue;
  const max = Math.max(1, ...buckets.map((bucket) => bucket.revenue));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, buckets.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const labelEvery = Math.ceil(buckets.length / 6);
  return (
    <figure aria-labelledby={titleId} className="m-0">
      <figcaption id={titleId} className="sr-only">
        Revenue per {figures.period}, oldest first
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        data-testid="revenue-chart"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-stone-300"
        />
        {buckets.map((bucket, index) => {
          const height = (bucket.revenue / max) * plotHeight;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={bucket.start}>
              <rect
                x={x}
                y={HEIGHT - PAD.bottom - height}
                width={barWidth}
                height={Math.max(bucket.revenue > 0 ? 2 : 0, height)}
                rx={2}
                className="fill-brand-700"
              >
                <title>{`${bucketLabel(bucket.start, figures.period)}: ${formatMoney(bucket.revenue)}, ${bucket.orders} order${bucket.orders === 1 ? "" : "s"}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-stone-500 text-[11px]"
                >
                  {bucketLabel(bucket.start, figures.period)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Revenue per {figures.period}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.start}>
              <td>{bucket.start}</td>
              <td>{bucket.orders}</td>
              <td>{formatMoney(bucket.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
