import { useOrderDocuments } from "@admin/hooks/api/invoicing";
import { formatDate, formatMoney } from "@admin/lib/format";
import { FileText } from "lucide-react";
import { Link } from "react-router";

/** The order's GST invoice and credit notes, each a PDF; a line at a rate staff have not confirmed is flagged. */
export function DocumentsPanel({ orderId, cod = false }: { orderId: number; cod?: boolean }) {
  const documents = useOrderDocuments(orderId);
  const list = documents.data ?? [];
  return (
    <section className="panel p-4 sm:p-5" aria-labelledby="documents-title">
      <h2 id="documents-title" className="text-sm font-semibold text-stone-900">
        Invoice and credit notes
      </h2>
      {documents.isPending ? (
        <p className="mt-3 text-sm text-stone-500">Loading…</p>
      ) : documents.error ? (
        <p className="mt-3 text-sm text-red-700">
          The documents could not be loaded: {documents.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">
          {cod
            ? "No invoice yet: a cash-on-delivery order's invoice is issued when it ships."
            : "No invoice: the order is not paid."}
        </p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {list.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <a
                href={document.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline"
              >
                <FileText aria-hidden className="size-4" />
                {document.kind === "invoice" ? "Tax invoice" : "Credit note"} {document.number}
              </a>
              <span className="text-stone-600">
                {formatMoney(document.total)} · {formatDate(document.issued_at)}
              </span>
              {document.unconfirmed_rates ? (
                <p className="w-full text-xs text-amber-800">
                  A line uses a GST rate nobody has confirmed.{" "}
                  <Link to="/admin/invoicing" className="underline">
                    Check the rates
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
