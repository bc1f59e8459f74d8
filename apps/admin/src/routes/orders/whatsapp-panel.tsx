import { api } from "@admin/lib/api";
import { formatDateTime } from "@admin/lib/format";
import { isWhatsAppTemplate, WHATSAPP_TEMPLATE_LABELS } from "@boutique/shared/whatsapp-templates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";

type Message = {
  id: number;
  template: string;
  number: string;
  status: string;
  error: string | null;
  created_at: string;
  updated_at: string;
};

const STATUS_TONE: Record<string, string> = {
  queued: "text-stone-600",
  accepted: "text-stone-700",
  sent: "text-sky-800",
  delivered: "text-emerald-800",
  read: "text-emerald-800",
  failed: "text-red-700",
};

function useOrderWhatsApp(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: ["orders", orderId, "whatsapp"],
      queryFn: async ({ signal }) =>
        (await api.get<{ data: Message[] }>(`/api/admin/orders/${orderId}/whatsapp`, signal)).data,
    }),
  );
}

/** What the customer was told on WhatsApp about this order, and how far each message got (issue 26 §2). */
export function WhatsAppPanel({ orderId }: { orderId: number }) {
  const messages = useOrderWhatsApp(orderId);
  const list = messages.data ?? [];
  return (
    <section className="panel p-4 sm:p-5" aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title" className="text-sm font-semibold text-stone-900">
        WhatsApp messages
      </h2>
      {messages.isPending ? (
        <p className="mt-3 text-sm text-stone-500">Loading…</p>
      ) : messages.error ? (
        <p className="mt-3 text-sm text-red-700">
          The messages could not be loaded: {messages.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">
          None: the customer has not opted in to WhatsApp, or nothing was due yet.
        </p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="whatsapp-messages">
          {list.map((message) => (
            <li key={message.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-0.5">
              <span className="inline-flex items-center gap-1.5 font-medium text-stone-900">
                <MessageCircle aria-hidden className="size-4 text-emerald-700" />
                {isWhatsAppTemplate(message.template)
                  ? WHATSAPP_TEMPLATE_LABELS[message.template]
                  : message.template}
              </span>
              <span className={STATUS_TONE[message.status] ?? "text-stone-600"}>
                <span className="capitalize">{message.status}</span> · {formatDateTime(message.updated_at)}
              </span>
              <span className="w-full text-xs text-stone-500">
                To +{message.number}
                {message.error ? ` · ${message.error}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
