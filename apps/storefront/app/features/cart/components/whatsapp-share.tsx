import { useToast } from "@storefront/lib/toast";
import MessageCircle from "lucide-react/icons/message-circle";
import { useState } from "react";
import type { ShareLine } from "../share-cart";

/**
 * "Send cart on WhatsApp" (issue 26 §2): the lines, total and a link that opens this cart again go to the
 * shop's WhatsApp, so staff can order it with the shopper, or the shopper can open it on another device.
 */
export function WhatsAppShare({ lines }: { lines: ShareLine[] }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    // Opened now, while the press counts: a window opened after the server's answer would be blocked.
    const opened = window.open("about:blank", "_blank");
    const { shareCartOnWhatsApp } = await import("../share-cart");
    const result = await shareCartOnWhatsApp(lines, opened);
    setBusy(false);
    if (!result.ok) toast.show(result.message);
  };
  return (
    <button
      type="button"
      onClick={() => void send()}
      disabled={busy || lines.length === 0}
      className="mt-3 inline-flex w-full items-center justify-center gap-2 border border-emerald-800/40 bg-white px-4 py-3 text-sm font-semibold text-emerald-900 transition-colors hover:bg-emerald-50 disabled:opacity-60"
      data-testid="whatsapp-share"
    >
      <MessageCircle aria-hidden className="h-4 w-4" />
      {busy ? "Making your link…" : "Send cart on WhatsApp"}
    </button>
  );
}
