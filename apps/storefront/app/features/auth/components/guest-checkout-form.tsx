import { useHydrated } from "@storefront/lib/use-hydrated";
import { Form, useNavigation } from "react-router";
import { Field, FormMessage } from "./field";

/**
 * Guest checkout (issue 26 §4): only an email, confirmed with a code, stands between the cart and the
 * checkout; the address comes on the checkout page and an account can be made after paying.
 */
export function GuestCheckoutForm({ error, email }: { error?: string; email?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "guest-code";
  return (
    <section aria-labelledby="guest-title" className="mb-8 border border-gold/50 bg-ivory-deep/40 p-5">
      <h2 id="guest-title" className="font-display text-xl text-maroon">
        Check out as a guest
      </h2>
      <p className="mt-1 text-sm text-muted">
        No account needed: we email you a code to confirm your address, then you pay. You can save your
        details after.
      </p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="guest-code" />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <Field
          label="Email for your order"
          name="email"
          type="email"
          autoComplete="email"
          required
          compact
          defaultValue={email}
        />
        <FormMessage message={error} />
        <button type="submit" className="btn-primary w-full" disabled={sending}>
          {sending ? "Sending…" : "Email me a code"}
        </button>
      </Form>
    </section>
  );
}
