import type { AppliedCoupon } from "@boutique/shared/schemas/checkout";
import { ApiError, browserApi } from "@storefront/lib/api-client";
import BadgePercent from "lucide-react/icons/badge-percent";
import { useId, useState } from "react";
import { applyCoupon } from "../api";
import { couponWords } from "../format";

/**
 * Spec §2 coupon box: Apply asks the server; a refusal is its message in the warning pop-up (spec §8),
 * an accepted code goes into the page's address and the totals are asked for again.
 */
export function CouponBox({
  applied,
  line,
  disabled,
  onApplied,
  onRefused,
}: {
  applied: AppliedCoupon | null;
  line: number | null;
  disabled: boolean;
  onApplied: (code: string) => void;
  onRefused: (message: string) => void;
}) {
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const apply = async () => {
    const typed = code.trim();
    setSending(true);
    try {
      const answer = await applyCoupon(browserApi, { code: typed, ...(line ? { line } : {}) });
      setCode("");
      onApplied(answer.coupon.code);
    } catch (error) {
      onRefused(
        error instanceof ApiError ? error.message : "The coupon could not be checked. Please try again.",
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Coupon code
        </label>
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="field-input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button type="submit" className="btn-outline shrink-0 px-4" disabled={disabled || sending}>
          {sending ? "Checking…" : "Apply"}
        </button>
      </form>
      {applied ? (
        <p
          role="status"
          className="mt-2 flex items-center gap-1.5 text-sm text-emerald-800"
          data-testid="coupon-applied"
        >
          <BadgePercent aria-hidden className="h-4 w-4" />
          {couponWords(applied)}
        </p>
      ) : null}
    </div>
  );
}
