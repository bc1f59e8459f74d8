import { useHydrated } from "@storefront/lib/use-hydrated";
import { Form, useNavigation } from "react-router";
import { Field } from "./field";
import { sendGuestCart } from "./sign-in-form";

/** Spec §4: after registering, the 6-digit code sent by email confirms the address and signs the shopper in. */
export function OtpForm({ email, error }: { email: string; error?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "verify";
  return (
    <Form method="post" noValidate aria-labelledby="otp-title" className="space-y-5" onSubmit={sendGuestCart}>
      <h2 id="otp-title" className="font-display text-xl text-maroon">
        Verify your email
      </h2>
      <p className="text-sm text-muted">
        We have sent a 6-digit code to <strong className="text-ink">{email}</strong>. Enter it below to finish
        creating your account.
      </p>
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="email" value={email} />
      {/* The code signs the new account in: the guest cart joins it, as at sign-in. */}
      <input type="hidden" name="cart_items" value="[]" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Field
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        digitsOnly
        error={error}
        className="max-w-48"
      />
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? "Verifying…" : "Verify OTP"}
      </button>
    </Form>
  );
}
