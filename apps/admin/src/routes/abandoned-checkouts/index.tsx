import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { useAbandonedCheckouts } from "@admin/hooks/api/abandoned-checkouts";
import { formatCount, formatDateTime, formatMoney } from "@admin/lib/format";
import { queryTableProps } from "@admin/lib/query-table";
import {
  type AbandonedCheckoutRow,
  RECOVERY_DASHBOARD_DAYS,
  RECOVERY_STATUS_LABELS,
  RECOVERY_STATUSES,
  type RecoveryFigures,
  type RecoveryStatus,
} from "@boutique/shared/schemas/checkout-recovery";
import { Link, useSearchParams } from "react-router";
import { RecoverySettingsPanel } from "./recovery-settings-form";

const STATUS_TONE: Record<RecoveryStatus, string> = {
  abandoned: "bg-amber-100 text-amber-900",
  recovered: "bg-emerald-100 text-emerald-900",
  ordered: "bg-sky-100 text-sky-900",
  opted_out: "bg-stone-200 text-stone-700",
  emptied: "bg-stone-200 text-stone-700",
  lapsed: "bg-stone-200 text-stone-700",
};

const col = dataTableColumns<AbandonedCheckoutRow>();
const rowId = (row: AbandonedCheckoutRow) => String(row.id);

const columns = [
  col.accessor("customer", {
    header: "Customer",
    meta: { className: "min-w-48 [overflow-wrap:anywhere]" },
    cell: (info) => (
      <span className="block">
        <span className="block font-medium text-stone-900">{info.getValue()}</span>
        <a href={`mailto:${info.row.original.email}`} className="text-xs text-brand-700 hover:underline">
          {info.row.original.email}
        </a>
      </span>
    ),
  }),
  col.accessor("summary", {
    header: "Pieces",
    meta: { className: "min-w-48" },
    cell: (info) => (
      <span className="block text-stone-800">
        {info.getValue() || "—"}
        <span className="block text-xs text-stone-500">
          {info.row.original.pieces === 1 ? "1 line" : `${info.row.original.pieces} lines`} · left at the{" "}
          {info.row.original.step} step
        </span>
      </span>
    ),
  }),
  col.accessor("value", {
    header: "Value",
    meta: { align: "end", className: "whitespace-nowrap tabular-nums" },
    cell: (info) => formatMoney(info.getValue()),
  }),
  col.accessor("left_at", {
    header: "Left",
    meta: { className: "whitespace-nowrap text-stone-600" },
    cell: (info) => formatDateTime(info.getValue()),
  }),
  col.accessor("reminders_sent", {
    header: "Reminders",
    meta: { className: "whitespace-nowrap" },
    cell: (info) => (
      <span className="block">
        {info.getValue()}
        {info.row.original.last_reminded_at ? (
          <span className="block text-xs text-stone-500">
            last {formatDateTime(info.row.original.last_reminded_at)}
          </span>
        ) : null}
        {info.row.original.restored_at ? (
          <span className="block text-xs text-stone-500">link followed</span>
        ) : null}
      </span>
    ),
  }),
  col.accessor("status", {
    header: "Outcome",
    meta: { className: "whitespace-nowrap" },
    cell: (info) => {
      const row = info.row.original;
      return (
        <span className="block">
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[row.status]}`}>
            {RECOVERY_STATUS_LABELS[row.status]}
          </span>
          {row.order_id !== null ? (
            <Link
              to={`/admin/ordersDetail/${row.order_id}`}
              className="mt-1 block text-xs font-medium text-brand-700 underline"
            >
              {row.order_number}
              {row.order_total !== null ? `, ${formatMoney(row.order_total)}` : ""}
            </Link>
          ) : null}
        </span>
      );
    },
  }),
];

/** Abandoned checkouts (issue 26 §3): who left what unpaid, what they were sent, and who came back. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status") ?? "";
  const status = (RECOVERY_STATUSES as readonly string[]).includes(raw) ? (raw as RecoveryStatus) : "";
  const list = useAbandonedCheckouts(status);
  const rows = list.data?.rows;
  return (
    <>
      <PageHeader
        title="Abandoned Checkouts"
        description="Checkouts that reached the address or payment step and sat unpaid past the first reminder's delay. Recovered: bought after a reminder."
      />
      <Figures figures={list.data?.figures} />
      <DataTable
        label="Abandoned checkouts"
        {...queryTableProps({ ...list, data: rows })}
        columns={columns}
        getRowId={rowId}
        emptyTitle="No abandoned checkouts"
        emptyMessage="A checkout shows here once it sits unpaid past the first reminder's delay."
        toolbar={
          <div className="flex items-center gap-2">
            <label htmlFor="recovery-status" className="text-sm font-medium text-stone-800">
              Show
            </label>
            <select
              id="recovery-status"
              value={status}
              onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
              className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring"
            >
              <option value="">All</option>
              {RECOVERY_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {RECOVERY_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        }
      />
      {list.data && list.data.total > list.data.rows.length ? (
        <p className="mt-2 text-xs text-stone-500">
          The newest {formatCount(list.data.rows.length)} of {formatCount(list.data.total)}.
        </p>
      ) : null}
      <div className="mt-8">
        <RecoverySettingsPanel />
      </div>
    </>
  );
}

/** The last 30 days at a glance: abandoned, reminded, recovered and the rate. */
function Figures({ figures }: { figures: RecoveryFigures | undefined }) {
  const tiles: [string, string, string][] = [
    [
      "Abandoned",
      figures ? formatCount(figures.abandoned) : "…",
      figures ? formatMoney(figures.abandoned_value) : "",
    ],
    ["Reminded", figures ? formatCount(figures.reminded) : "…", "at least one reminder"],
    [
      "Recovered",
      figures ? formatCount(figures.recovered) : "…",
      figures ? formatMoney(figures.recovered_value) : "",
    ],
    [
      "Recovery rate",
      figures?.recovery_rate == null ? "—" : `${Math.round(figures.recovery_rate * 100)}%`,
      "of those reminded",
    ],
  ];
  return (
    <section aria-label={`Last ${RECOVERY_DASHBOARD_DAYS} days`} className="mb-6">
      <h2 className="mb-2 text-sm font-semibold text-stone-700">Last {RECOVERY_DASHBOARD_DAYS} days</h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="recovery-figures">
        {tiles.map(([label, value, note]) => (
          <li key={label} className="panel p-4">
            <span className="block text-xs font-medium uppercase tracking-wide text-stone-500">{label}</span>
            <span className="mt-1 block text-2xl font-semibold text-stone-900 tabular-nums">{value}</span>
            <span className="block text-xs text-stone-500">{note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
