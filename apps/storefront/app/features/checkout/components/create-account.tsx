import { FormMessage, PasswordField } from "@storefront/features/auth/components/field";
import UserRoundPlus from "lucide-react/icons/user-round-plus";
import { Form, useNavigation } from "react-router";
import type { CreateAccountResult } from "../order.server";

/**
 * After a guest checkout (issue 26 §4): one password, one press, and the guest has an account with this order
 * in it. Shown only to a guest; once made, it says so.
 */
export function CreateAccount({ email, result }: { email: string; result?: CreateAccountResult }) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create-account";
  if (result?.ok) {
    return (
      <section className="mt-6" aria-label="Your account">
        <FormMessage message={result.message} tone="success" />
      </section>
    );
  }
  return (
    <section
      aria-labelledby="create-account-title"
      className="mt-6 border border-gold/50 bg-ivory-deep/40 p-5 sm:p-6 print:hidden"
    >
      <div className="flex items-start gap-3">
        <UserRoundPlus aria-hidden className="mt-1 h-6 w-6 shrink-0 text-gold-deep" />
        <div className="min-w-0 flex-1">
          <h2 id="create-account-title" className="font-display text-xl text-maroon">
            Save your details for next time
          </h2>
          <p className="mt-1 text-sm text-muted">
            Choose a password and your account is made for <strong className="text-ink">{email}</strong>, with
            this order in it: follow its tailoring, keep your addresses, reorder in a tap.
          </p>
          <Form method="post" noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <input type="hidden" name="intent" value="create-account" />
            <div className="flex-1">
              <PasswordField
                label="Choose a password"
                name="password"
                autoComplete="new-password"
                required
                error={result && !result.ok ? result.message : undefined}
              />
            </div>
            <button type="submit" className="btn-primary sm:mt-[1.6rem]" disabled={sending}>
              {sending ? "Creating…" : "Create my account"}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
