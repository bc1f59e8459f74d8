import { useHydrated } from "@storefront/lib/use-hydrated";
import type { FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, PasswordField } from "./field";

/** Browser-kept guest cart (spec §3 `cartItems`), merged into the account on sign-in and on sign-up's code. */
export function readGuestCart(): string {
  try {
    return window.localStorage.getItem("cartItems") ?? "[]";
  } catch {
    // Storage can be blocked (private mode, policies): signing in must still work.
    return "[]";
  }
}

/** Fills the form's cart_items with the guest cart as it is when the form is sent. */
export function sendGuestCart(event: FormEvent<HTMLFormElement>) {
  const cart = event.currentTarget.elements.namedItem("cart_items");
  if (cart instanceof HTMLInputElement) cart.value = readGuestCart();
}

export function SignInForm({ error, email, notice }: { error?: string; email?: string; notice?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="sign-in-title"
      className="space-y-5"
      onSubmit={sendGuestCart}
    >
      <h2 id="sign-in-title" className="sr-only">
        Sign in
      </h2>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="cart_items" value="[]" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <FormMessage message={notice} tone="success" />
      <Field
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        required
        compact
        defaultValue={email}
      />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <div className="flex justify-end">
        <Link to="/ForgotPassword" className="text-sm text-maroon underline underline-offset-4">
          Forgot password?
        </Link>
      </div>
      <FormMessage message={error} />
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? "Signing in…" : "Sign in"}
      </button>
    </Form>
  );
}
