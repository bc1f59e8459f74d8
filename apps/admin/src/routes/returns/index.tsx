import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { type AdminReturnRow, useDecideReturn, useReturns } from "@admin/hooks/api/returns";
import { formatDate, formatMoney } from "@admin/lib/format";
import { RETURN_RATE_LIMIT } from "@boutique/shared/pricing/returns";
import {
  RETURN_KIND_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnStatus,
} from "@boutique/shared/schemas/returns";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";

const STATUS_TONE: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-stone-200 text-stone-700",
  refunded: "bg-emerald-100 text-emerald-900",
};

/** Returns (admin only): customers' return, exchange and alteration requests, approved or declined once. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status") ?? "requested";
  const status = (RETURN_STATUSES as readonly string[]).includes(raw) ? (raw as ReturnStatus) : "";
  const requests = useReturns(status);
  return (
    <>
      <PageHeader
        title="Returns"
        description="Return, exchange and alteration requests. An approved return is refunded through the gateway, less the policy fee, and the piece goes back to stock."
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor="return-status" className="text-sm font-medium text-stone-800">
          Show
        </label>
        <select
          id="return-status"
          value={status}
          onChange={(event) => setParams({ status: event.target.value || "all" })}
          className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring"
        >
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RETURN_STATUS_LABELS[value]}
            </option>
          ))}
          <option value="">All</option>
        </select>
      </div>
      {requests.isPending ? (
        <LoadingState label="Loading requests…" />
      ) : requests.error ? (
        <ErrorState
          title="Error"
          message={`The requests could not be loaded: ${requests.error.message}`}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <div className="panel">
          <EmptyState title="No requests">Nothing to look at here.</EmptyState>
        </div>
      ) : (
        <ul className="space-y-4">
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </>
  );
}

function RequestCard({ request }: { request: AdminReturnRow }) {
  const id = useId();
  const decide = useDecideReturn();
  const toast = useToast();
  const [note, setNote] = useState("");
  const highRate = request.return_rate > RETURN_RATE_LIMIT;
  const retry = request.status === "approved" && request.kind === "return";
  const send = (decision: "approve" | "reject") =>
    decide.mutate(
      { id: request.id, decision: { decision, note } },
      {
        onSuccess: (row) =>
          toast({
            tone: "success",
            title:
              row.status === "refunded"
                ? `Refunded ${formatMoney(row.refund, row.currency)}`
                : `Request ${RETURN_STATUS_LABELS[row.status].toLowerCase()}`,
          }),
        onError: (error) =>
          toast({ tone: "error", title: "Something went wrong", description: error.message }),
      },
    );
  return (
    <li className="panel p-4 sm:p-5" data-testid="return-card" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-sm font-semibold text-stone-900">
            {RETURN_KIND_LABELS[request.kind]}:{" "}
            {[request.name, request.color, request.size].filter(Boolean).join(" · ")}
          </h2>
          <p className="mt-0.5 text-xs text-stone-500 [overflow-wrap:anywhere]">
            <Link
              to={`/admin/ordersDetail/${request.order_id}`}
              className="font-medium text-brand-700 underline"
            >
              {request.order_number}
            </Link>{" "}
            · {request.customer} · {request.email} · asked {formatDate(request.created_at)}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[request.status]}`}>
          {RETURN_STATUS_LABELS[request.status]}
        </span>
      </div>
      {request.measurement ? (
        <p className="mt-3 text-sm text-stone-800">
          <span className="font-semibold">Measurement that is off: </span>
          {request.measurement}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-stone-800">{request.reason}</p>
      {request.photos.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {request.photos.map((photo) => (
            <a key={photo} href={`/api/images/${photo}`} target="_blank" rel="noreferrer">
              <img
                src={`/api/images/${photo}?w=160`}
                alt={`${request.name}, as the customer sent it`}
                className="size-20 rounded-md border border-stone-200 object-cover"
              />
            </a>
          ))}
        </div>
      ) : null}
      <p className={`mt-3 text-xs ${highRate ? "font-semibold text-red-700" : "text-stone-600"}`}>
        Customer's return rate: {Math.round(request.return_rate * 100)}%
        {highRate ? " (above 60%: returns are paused for this customer)" : ""}
      </p>
      {request.status === "refunded" ? (
        <p className="mt-1 text-sm text-stone-700">
          Refunded {formatMoney(request.refund, request.currency)} after a fee of{" "}
          {formatMoney(request.fee, request.currency)}.
        </p>
      ) : null}
      {request.note ? <p className="mt-1 text-sm text-stone-600">Note: {request.note}</p> : null}
      {request.status === "requested" || retry ? (
        <div className="mt-4 flex flex-wrap items-end gap-2 border-t border-stone-100 pt-4">
          {request.status === "requested" ? (
            <div className="min-w-0 flex-1 basis-60">
              <label htmlFor={`${id}-note`} className="block text-xs font-medium text-stone-700">
                Note to the customer (optional)
              </label>
              <input
                id={`${id}-note`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={1000}
                className="mt-1 h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm shadow-sm focus-ring"
              />
            </div>
          ) : null}
          <Button size="sm" onClick={() => send("approve")} pending={decide.isPending}>
            {retry ? "Try the refund again" : request.kind === "return" ? "Approve and refund" : "Approve"}
          </Button>
          {request.status === "requested" ? (
            <Button size="sm" variant="secondary" onClick={() => send("reject")} disabled={decide.isPending}>
              Decline
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
