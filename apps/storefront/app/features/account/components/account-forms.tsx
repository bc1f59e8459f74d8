import { Field, FormMessage, PasswordField } from "@storefront/features/auth/components/field";
import { Form, useNavigation } from "react-router";
import type { AccountIntent, AccountResult } from "../account.server";
import type { CurrentUser } from "../api";

/** True while this page's form with `intent` is being sent. */
export function useSending(intent: AccountIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** The answer to the form just sent: green when it worked, an alert when not. */
export function ResultMessage({ result }: { result?: AccountResult }) {
  if (!result) return null;
  return <FormMessage message={result.message} tone={result.ok ? "success" : "error"} />;
}

/** Tab 1 My Account: first and last name and phone; the email is the sign-in and stays as it is. */
export function DetailsForm({ account, result }: { account: CurrentUser; result?: AccountResult }) {
  const sending = useSending("details");
  return (
    <Form method="post" noValidate className="max-w-xl space-y-5 border border-line bg-white p-5 sm:p-6">
      <input type="hidden" name="intent" value="details" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First name"
          name="first_name"
          autoComplete="given-name"
          defaultValue={account.firstName}
        />
        <Field
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          defaultValue={account.lastName}
        />
      </div>
      <Field label="Email ID" name="email" type="email" value={account.email} readOnly disabled />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        digitsOnly
        defaultValue={account.mobile}
      />
      <ResultMessage result={result} />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Saving…" : "Save changes"}
      </button>
    </Form>
  );
}

/**
 * Tab 2 Change Password: spec §5's messages, checked in the page's action before the API is asked. A guest
 * checkout's account has no old password: it chooses its first (issue 26 §4).
 */
export function PasswordForm({ result, guest = false }: { result?: AccountResult; guest?: boolean }) {
  const intent = guest ? "password-create" : "password";
  const sending = useSending(intent);
  return (
    <Form
      method="post"
      noValidate
      // A new form after a change, so no password stays in the fields.
      key={result?.ok ? result.at : "form"}
      className="max-w-xl space-y-5 border border-line bg-white p-5 sm:p-6"
    >
      <input type="hidden" name="intent" value={intent} />
      {guest ? (
        <p className="text-sm text-muted">
          You checked out as a guest: choose a password to sign in with next time.
        </p>
      ) : (
        <PasswordField label="Old password" name="oldPassword" autoComplete="current-password" />
      )}
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      />
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" />
      <ResultMessage result={result} />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Saving…" : guest ? "Set password" : "Change password"}
      </button>
    </Form>
  );
}
