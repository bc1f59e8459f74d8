import { useHydrated } from "@storefront/lib/use-hydrated";
import { Form, useNavigation } from "react-router";
import { Field } from "./field";
import { sendGuestCart } from "./sign-in-form";

const WORDS = {
  verify: {
    title: "Verify your email",
    why: "Enter it below to finish creating your account.",
    button: "Verify OTP",
  },
  "guest-verify": {
    title: "Confirm your email",
    why: "Enter it below to go on to your checkout; your order's updates will come to this address.",
    button: "Continue to checkout",
  },
} as const;

/**
 * Spec §4: after registering, the 6-digit code sent by email confirms the address and signs the shopper in;
 * a guest checkout's code does the same for an account with no password (issue 26 §4).
 */
export function OtpForm({
  email,
  error,
  intent = "verify",
}: {
  email: string;
  error?: string;
  intent?: keyof typeof WORDS;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const words = WORDS[intent];
  return (
    <Form method="post" noValidate aria-labelledby="otp-title" className="space-y-5" onSubmit={sendGuestCart}>
      <h2 id="otp-title" className="font-display text-xl text-maroon">
        {words.title}
      </h2>
      <p className="text-sm text-muted">
        We have sent a 6-digit code to <strong className="text-ink">{email}</strong>. {words.why}
      </p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      {/* The code signs the shopper in: the guest cart joins the account, as at sign-in. */}
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
        {sending ? "Verifying…" : words.button}
      </button>
    </Form>
  );
}
