import { useToast } from "@storefront/lib/toast";
import { useHydrated } from "@storefront/lib/use-hydrated";
import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { AuthShell } from "../components/auth-shell";
import { Field, FormMessage, PasswordField } from "../components/field";
import type { ForgotPasswordResult } from "../types";

/** Spec §4 Forgot password: send email, OTP sent, email locked and the reset form with Resend, then back to sign-in. */
export function ForgotPasswordTemplate({ result }: { result: ForgotPasswordResult | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  useEffect(() => {
    if (!result?.ok) return;
    toast.show(result.message);
    if (result.step === "done") navigate("/loginSignup", { replace: true });
  }, [result, toast, navigate]);

  const resetStep = result?.step === "reset" || result?.step === "done";
  const email = result && "email" in result ? result.email : "";
  const failure = result && !result.ok ? result : null;
  const fieldError = (field: "otp" | "password") =>
    failure?.step === "reset" && failure.field === field ? failure.message : undefined;

  return (
    <AuthShell
      title="Reset your password"
      intro={
        resetStep
          ? "Enter the 6-digit OTP we emailed you and choose a new password."
          : "Enter the email address of your account and we will send you a one-time password (OTP)."
      }
    >
      {resetStep ? (
        <Form method="post" noValidate aria-label="Set a new password" className="space-y-5">
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          {/* Without JavaScript the toast cannot show, so confirm the sent OTP here. */}
          {!hydrated && result?.ok ? <FormMessage message={result.message} tone="success" /> : null}
          <Field label="Email ID" name="email" type="email" value={email} readOnly aria-readonly />
          <Field
            label="OTP"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            digitsOnly
            required
            error={fieldError("otp")}
            className="max-w-48"
          />
          <PasswordField label="New password" name="password" autoComplete="new-password" required />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={fieldError("password")}
          />
          {failure?.step === "reset" && failure.field === "server" ? (
            <FormMessage message={failure.message} />
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              name="intent"
              value="reset"
              className="btn-primary flex-1"
              disabled={Boolean(sendingIntent)}
            >
              {sendingIntent === "reset" ? "Updating…" : "Update password"}
            </button>
            <button
              type="submit"
              name="intent"
              value="resend"
              formNoValidate
              className="btn-outline"
              disabled={Boolean(sendingIntent)}
            >
              {sendingIntent === "resend" ? "Sending…" : "Resend OTP"}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate aria-label="Send a reset OTP" className="space-y-5">
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <Field
            label="Email ID"
            name="email"
            type="email"
            autoComplete="email"
            required
            compact
            defaultValue={email}
          />
          {failure?.step === "email" ? <FormMessage message={failure.message} /> : null}
          <button
            type="submit"
            name="intent"
            value="send"
            className="btn-primary w-full"
            disabled={Boolean(sendingIntent)}
          >
            {sendingIntent ? "Sending…" : "Send OTP"}
          </button>
        </Form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/loginSignup" className="text-maroon underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}
