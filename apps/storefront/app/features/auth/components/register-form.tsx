import { CONSENT_NOTICE } from "@boutique/shared/consent-notice";
import { Form, Link, useNavigation } from "react-router";
import type { RegisterFieldErrors } from "../types";
import { Field, FormMessage, PasswordField } from "./field";

type RegisterFormProps = {
  fieldErrors?: RegisterFieldErrors;
  message?: string;
  values?: { name: string; lastName: string; email: string };
};

export function RegisterForm({ fieldErrors = {}, message, values }: RegisterFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "register";
  return (
    <Form method="post" noValidate aria-labelledby="register-title" className="space-y-5">
      <h2 id="register-title" className="sr-only">
        Create an account
      </h2>
      <input type="hidden" name="intent" value="register" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First name"
          name="name"
          autoComplete="given-name"
          required
          maxLength={80}
          defaultValue={values?.name}
          error={fieldErrors.name}
        />
        {/* The spec's sign-up sends the last name in its `mobile` field. */}
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={80}
          defaultValue={values?.lastName}
          error={fieldErrors.lastName}
        />
      </div>
      <Field
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        required
        compact
        defaultValue={values?.email}
        error={fieldErrors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        error={fieldErrors.password}
      />
      {/* The consent notice stands on its own before the button (DPDP Act 2023; decision 041). */}
      <section aria-labelledby="consent-notice" className="border border-line bg-ivory p-4 text-sm">
        <h3 id="consent-notice" className="font-medium text-ink">
          What we keep, and why
        </h3>
        <p className="mt-1 text-muted">{CONSENT_NOTICE.account.collects}</p>
        <p className="mt-1 text-muted">
          {CONSENT_NOTICE.account.withdraw} Details in our{" "}
          <Link to="/privacy" className="underline">
            privacy notice
          </Link>
          .
        </p>
        <label className="mt-3 flex items-start gap-2 text-ink">
          <input type="checkbox" name="marketing" value="yes" className="mt-1" />
          <span>Send me offers by email (optional). {CONSENT_NOTICE.marketing_email.withdraw}</span>
        </label>
      </section>
      <FormMessage message={message} />
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? "Creating your account…" : "Create account"}
      </button>
    </Form>
  );
}
