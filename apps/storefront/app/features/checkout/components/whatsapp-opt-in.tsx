import { CONSENT_NOTICE } from "@boutique/shared/consent-notice";
import { ApiError, browserApi, jsonInit, requestJson } from "@storefront/lib/api-client";
import { useToast } from "@storefront/lib/toast";
import { useId, useState } from "react";

/**
 * "Send me order updates on WhatsApp" at checkout (issue 26 §2): the same consent as the account's Privacy
 * & data switch, off until the shopper turns it on, kept with its time; every message says how to stop.
 */
export function WhatsAppOptIn({ initial }: { initial: boolean }) {
  const id = useId();
  const toast = useToast();
  const [checked, setChecked] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async (granted: boolean) => {
    setBusy(true);
    setChecked(granted);
    try {
      await requestJson(
        browserApi,
        "/api/account/consents",
        jsonInit("PUT", { purpose: "whatsapp", granted }),
      );
    } catch (error) {
      setChecked(!granted);
      toast.show(error instanceof ApiError ? error.message : "We could not save that. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 flex items-start gap-3 border-t border-line pt-4 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={busy}
        onChange={(event) => void change(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-maroon"
        data-testid="whatsapp-opt-in"
      />
      <label htmlFor={id} className="text-ink">
        Send me order updates on WhatsApp
        <span className="block text-xs text-muted">
          {CONSENT_NOTICE.whatsapp.collects} Reply STOP to any message to stop them.
        </span>
      </label>
    </div>
  );
}
