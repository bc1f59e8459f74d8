import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { data, redirect } from "react-router";
import { resetPassword, sendPasswordResetOtp } from "./api";
import { compactField, sentWithScript } from "./form-values.server";
import { AUTH_MESSAGES } from "./messages.server";
import type { ForgotPasswordResult } from "./types";

/** Spec §4 Forgot password: send the OTP (or resend it), then set the new password. */
export async function forgotPasswordAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  const email = compactField(form, "email");
  const intent = form.get("intent");
  if (intent === "reset") return reset(form, api, email);

  const step = intent === "resend" ? "reset" : "email";
  if (!email) {
    return data<ForgotPasswordResult>(
      { step: "email", ok: false, message: AUTH_MESSAGES.emailRequired, email },
      { status: 400 },
    );
  }
  try {
    await sendPasswordResetOtp(api, email);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Spec §8: the server's own text, in a warning.
    const failure: ForgotPasswordResult =
      step === "reset"
        ? { step, ok: false, message: error.message, email, field: "server" }
        : { step, ok: false, message: error.message, email };
    return data(failure, { status: error.status });
  }
  return data<ForgotPasswordResult>({ step: "reset", ok: true, message: AUTH_MESSAGES.otpSent, email });
}

async function reset(form: FormData, api: ApiFetch, email: string) {
  const otp = compactField(form, "otp");
  const password = compactField(form, "password");
  const confirm = compactField(form, "confirmPassword");
  const fail = (message: string, field: "otp" | "password" | "server", status = 400) =>
    data<ForgotPasswordResult>({ step: "reset", ok: false, message, email, field }, { status });

  if (!/^\d{6}$/.test(otp)) return fail(AUTH_MESSAGES.invalidOtp, "otp");
  if (!password || !confirm) return fail(AUTH_MESSAGES.newPasswordEmpty, "password");
  if (password !== confirm) return fail(AUTH_MESSAGES.newPasswordMismatch, "password");
  try {
    await resetPassword(api, { email, otp, password });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return fail(error.message, "server", error.status);
  }
  if (!sentWithScript(form)) return redirect("/loginSignup?notice=password-updated");
  return data<ForgotPasswordResult>({ step: "done", ok: true, message: AUTH_MESSAGES.passwordUpdated });
}
