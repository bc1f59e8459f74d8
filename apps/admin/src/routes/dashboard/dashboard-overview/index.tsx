import { PageHeader } from "@admin/components/page-header";
import { NoAccess } from "@admin/components/states";
import { displayName, useMe } from "@admin/hooks/api/auth";
import { type DashboardPeriod, useDashboardFigures, useRecentOrders } from "@admin/hooks/api/orders";
import { cn } from "@admin/lib/cn";
import { formatCount, formatMoney } from "@admin/lib/format";
import { isAllowed } from "@boutique/shared/access";
import { RECOVERY_DASHBOARD_DAYS } from "@boutique/shared/schemas/checkout-recovery";
import { COD_DASHBOARD_DAYS, type DashboardAnswer } from "@boutique/shared/schemas/dashboard";
import { TAILORING_LABELS, type TailoringStage } from "@boutique/shared/schemas/order-lifecycle-words";
import type { ReactNode } from "react";
import { useState } from "react";
import { FigureCards } from "./figure-cards";
import { RecentOrders } from "./recent-orders";
import { RevenueChart } from "./revenue-chart";

const PERIODS: { value: DashboardPeriod; label: string }[] = [
  { value: "day", label: "Days" },
  { value: "week", label: "Weeks" },
  { value: "month", label: "Months" },
];

/** Spec §2: every staff role may open the dashboard, but only admin sees its content. */
export function Component() {
  const me = useMe();
  const isAdmin = isAllowed("admin", me.data?.role);
  const [period, setPeriod] = useState<DashboardPeriod>("day");
  const figures = useDashboardFigures(period, { enabled: isAdmin });
  const orders = useRecentOrders({ enabled: isAdmin });

  if (!isAdmin) {
    return <NoAccess>Use the menu to open the screens your role works with.</NoAccess>;
  }
  const data = figures.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={me.data ? `Welcome back, ${displayName(me.data)}.` : undefined}
      />
      {figures.error ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          The figures could not be loaded: {figures.error.message}
        </p>
      ) : null}
      <FigureCards figures={data} loading={figures.isPending} />

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="revenue-title" className="panel p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="revenue-title" className="text-base font-semibold text-stone-900">
                Revenue
              </h2>
              {data ? (
                <p className="text-sm text-stone-500">
                  {formatCount(data.paid_orders)} paid orders · average{" "}
                  {formatMoney(data.average_order_value)}
                </p>
              ) : null}
            </div>
            <fieldset className="inline-flex rounded-md border border-stone-300 p-0.5">
              <legend className="sr-only">Revenue per</legend>
              {PERIODS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={period === option.value}
                  onClick={() => setPeriod(option.value)}
                  className={cn(
                    "rounded px-3 py-1 text-sm focus-ring",
                    period === option.value ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-stone-100",
                  )}
                >
                  {option.label}
                </button>
              ))}
            </fieldset>
          </div>
          <div className="mt-4">
            {data ? (
              <RevenueChart figures={data} />
            ) : (
              <div className="h-40 animate-pulse rounded bg-stone-100" />
            )}
          </div>
        </section>
        <div className="grid gap-6">
          <Breakdown
            title="By gateway"
            rows={data?.by_gateway.map((row) => [row.pay_type, row.orders, formatMoney(row.revenue)])}
          />
          <Breakdown
            title="By currency"
            rows={data?.by_currency.map((row) => [
              row.currency === "USD" ? `Dollars (${formatMoney(row.charged, "USD")})` : "Rupees",
              row.orders,
              formatMoney(row.revenue),
            ])}
          />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Breakdown
          title="Top products, last 90 days"
          header={["Product", "Units", "Revenue"]}
          rows={data?.top_products.map((row) => [row.name, row.units, formatMoney(row.revenue)])}
        />
        <TailoringCounts figures={data} />
        <CodFigures figures={data} />
        <RecoveryFigures figures={data} />
      </div>

      <div className="mt-6">
        <RecentOrders
          orders={orders.data}
          loading={orders.isPending}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      </div>
    </>
  );
}

function Breakdown({
  title,
  rows,
  header = ["", "Orders", "Revenue"],
}: {
  title: string;
  rows: (string | number)[][] | undefined;
  header?: string[];
}) {
  return (
    <section className="panel overflow-hidden" aria-label={title}>
      <h2 className="border-b border-stone-200 px-4 py-3 text-sm font-semibold text-stone-900">{title}</h2>
      {rows && rows.length > 0 ? (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              {header.map((cell) => (
                <th key={cell || "name"} scope="col">
                  {cell || "Name"}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map(([name, count, money]) => (
              <tr key={String(name)}>
                <td className="w-full max-w-0 truncate px-4 py-2 text-stone-800">{name}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap text-stone-500 tabular-nums">
                  {count}
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">{money}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="px-4 py-3 text-sm text-stone-500">{rows ? "Nothing sold yet." : "Loading…"}</p>
      )}
    </section>
  );
}

const percent = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? "–" : `${Math.round(rate * 100)}%`;

/** A panel of labelled figures, one a row. */
function FigureList({ title, testId, rows }: { title: string; testId: string; rows: [string, ReactNode][] }) {
  return (
    <section className="panel overflow-hidden" aria-label={title}>
      <h2 className="border-b border-stone-200 px-4 py-3 text-sm font-semibold text-stone-900">{title}</h2>
      <ul className="divide-y divide-stone-100" data-testid={testId}>
        {rows.map(([label, value]) => (
          <li key={label} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
            <span className="text-stone-700">{label}</span>
            <span className="font-semibold text-stone-900 tabular-nums">{value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cash on delivery over the last 90 days (issue 26 §1): placed, confirmed, refused, and cash still out. */
function CodFigures({ figures }: { figures: DashboardAnswer | undefined }) {
  const cod = figures?.cod;
  return (
    <FigureList
      title={`Cash on delivery, last ${COD_DASHBOARD_DAYS} days`}
      testId="cod-figures"
      rows={[
        ["Orders placed", cod ? formatCount(cod.orders) : "…"],
        ["Value confirmed", cod ? formatMoney(cod.value) : "…"],
        ["Confirmed", percent(cod?.confirmation_rate)],
        ["Refused on delivery (RTO)", percent(cod?.rto_rate)],
        [
          "Cash to collect",
          cod ? `${formatCount(cod.to_collect)} · ${formatMoney(cod.to_collect_value)}` : "…",
        ],
      ]}
    />
  );
}

/** Checkouts left unpaid over the last 30 days (issue 26 §3): reminded, and bought after a reminder. */
function RecoveryFigures({ figures }: { figures: DashboardAnswer | undefined }) {
  const recovery = figures?.recovery;
  return (
    <FigureList
      title={`Abandoned checkouts, last ${RECOVERY_DASHBOARD_DAYS} days`}
      testId="recovery-figures"
      rows={[
        [
          "Abandoned",
          recovery ? `${formatCount(recovery.abandoned)} · ${formatMoney(recovery.abandoned_value)}` : "…",
        ],
        ["Reminded", recovery ? formatCount(recovery.reminded) : "…"],
        ["Recovered", recovery ? formatCount(recovery.recovered) : "…"],
        ["Recovered value", recovery ? formatMoney(recovery.recovered_value) : "…"],
        ["Recovery rate", percent(recovery?.recovery_rate)],
      ]}
    />
  );
}

/** Made-to-measure pieces in production, by the stage they are at. */
function TailoringCounts({ figures }: { figures: DashboardAnswer | undefined }) {
  const count = (stage: string) => figures?.tailoring.find((row) => row.stage === stage)?.lines ?? 0;
  const stages: [string, string][] = [
    ["not_started", "Not started"],
    ...(Object.entries(TAILORING_LABELS) as [TailoringStage, string][]),
  ];
  return (
    <FigureList
      title="In the workshop"
      testId="tailoring-counts"
      rows={stages.map(([stage, label]) => [label, count(stage)])}
    />
  );
}
