import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from "@boutique/shared/schemas/auth";
import { ApiError, type ApiFetch, forwardedCookies } from "@storefront/lib/api-client";
import { returnTargetFrom } from "@storefront/lib/safe-redirect";
import { data, redirect } from "react-router";
import { login, loginWithGoogle, register, sendGuestCode, verifyGuestCode, verifyOtp } from "./api";
import { cartItemsField, compactField, sentWithScript, textField } from "./form-values.server";
import { AUTH_MESSAGES } from "./messages.server";
import type { LoginSignupResult, RegisterFieldErrors } from "./types";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in page's one action: sign in, register, verify the sign-up OTP, or sign in with Google. */
export async function loginSignupAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  const target = returnTargetFrom(new URL(request.url).searchParams);
  switch (form.get("intent")) {
    case "login":
      return signIn(form, api, target);
    case "google":
      return signInWithGoogle(form, api, target);
    case "register":
      return signUp(form, api);
    case "verify":
      return verifySignUp(form, api, target);
    case "guest-code":
      return guestCode(form, api);
    case "guest-verify":
      return guestVerify(form, api, target);
    default:
      return data<LoginSignupResult>(
        { intent: "login", ok: false, message: "Please try again." },
        { status: 400 },
      );
  }
}

async function signIn(form: FormData, api: ApiFetch, target: string) {
  const email = compactField(form, "email");
  const password = compactField(form, "password");
  if (!email || !password) {
    const message = !email ? AUTH_MESSAGES.emailRequired : AUTH_MESSAGES.passwordRequired;
    return data<LoginSignupResult>({ intent: "login", ok: false, message, email }, { status: 400 });
  }
  const response = await login(api, { email, password, cartItems: cartItemsField(form) });
  return finishSignIn(response, form, target, email);
}

async function signInWithGoogle(form: FormData, api: ApiFetch, target: string) {
  const credential = textField(form, "credential");
  const response = await loginWithGoogle(api, { credential, cartItems: cartItemsField(form) });
  return finishSignIn(response, form, target, "");
}

async function finishSignIn(response: Response, form: FormData, target: string, email: string) {
  const headers = forwardedCookies(response);
  if (!response.ok) {
    const message = await signInFailureMessage(response);
    return data<LoginSignupResult>(
      { intent: "login", ok: false, message, email },
      { status: response.status },
    );
  }
  if (!sentWithScript(form)) return redirect(target, { headers });
  return data<LoginSignupResult>(
    { intent: "login", ok: true, message: AUTH_MESSAGES.loginSuccess, redirectTo: target },
    { headers },
  );
}

/** Spec §8: wrong credentials read 'Incorrect Email ID or Password'; throttling and outages keep the API's words. */
async function signInFailureMessage(response: Response): Promise<string> {
  if ([400, 401, 403, 404].includes(response.status)) return AUTH_MESSAGES.loginFailed;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : AUTH_MESSAGES.tryAgain;
}

async function signUp(form: FormData, api: ApiFetch) {
  const values = {
    name: textField(form, "name"),
    lastName: textField(form, "lastName"),
    email: compactField(form, "email"),
    password: compactField(form, "password"),
  };
  const fieldErrors: RegisterFieldErrors = {};
  if (!values.name) fieldErrors.name = AUTH_MESSAGES.firstNameRequired;
  if (!values.lastName) fieldErrors.lastName = AUTH_MESSAGES.lastNameRequired;
  if (!EMAIL_PATTERN.test(values.email))
    fieldErrors.email = values.email ? AUTH_MESSAGES.emailInvalid : AUTH_MESSAGES.emailRequired;
  if (!PASSWORD_PATTERN.test(values.password)) fieldErrors.password = PASSWORD_RULE_MESSAGE;
  const echo = { name: values.name, lastName: values.lastName, email: values.email };
  if (Object.keys(fieldErrors).length > 0) {
    return data<LoginSignupResult>(
      { intent: "register", ok: false, fieldErrors, values: echo },
      { status: 400 },
    );
  }
  try {
    await register(api, { ...values, marketing: form.get("marketing") === "yes" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<LoginSignupResult>(
      {
        intent: "register",
        ok: false,
        message: registerFailureMessage(error),
        fieldErrors: {},
        values: echo,
      },
      { status: error.status },
    );
  }
  return data<LoginSignupResult>({ intent: "register", ok: true, email: values.email });
}

/** Spec §8: 408 means already registered; any other refusal shows the password rule. */
function registerFailureMessage(error: ApiError): string {
  if (error.status === 408) return AUTH_MESSAGES.alreadyRegistered;
  if (error.status === 429 || error.status >= 500) return error.message;
  return PASSWORD_RULE_MESSAGE;
}

/**
 * The code's answer signs the new account in (issue 26 §4): its session cookie is passed on and the shopper
 * goes on to where they were going, with the guest cart joined to the account as at sign-in.
 */
async function verifySignUp(form: FormData, api: ApiFetch, target: string) {
  const email = compactField(form, "email");
  const otp = compactField(form, "otp");
  if (!/^\d{6}$/.test(otp)) {
    return data<LoginSignupResult>(
      { intent: "verify", ok: false, message: AUTH_MESSAGES.invalidOtp, email },
      { status: 400 },
    );
  }
  const response = await verifyOtp(api, { email, otp, cartItems: cartItemsField(form) });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const kept = response.status === 429 || response.status >= 500;
    const message = kept && typeof body?.message === "string" ? body.message : AUTH_MESSAGES.invalidOtp;
    return data<LoginSignupResult>(
      { intent: "verify", ok: false, message, email },
      { status: response.status },
    );
  }
  const headers = forwardedCookies(response);
  if (!sentWithScript(form)) return redirect(target, { headers });
  return data<LoginSignupResult>(
    { intent: "verify", ok: true, message: AUTH_MESSAGES.otpVerified, email, redirectTo: target },
    { headers },
  );
}

/** The message of a refused answer when it is worth showing as the API words it. */
async function apiMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : fallback;
}

/** Guest checkout (issue 26 §4): the email gets a code; nothing else is asked before the checkout. */
async function guestCode(form: FormData, api: ApiFetch) {
  const email = compactField(form, "email");
  if (!EMAIL_PATTERN.test(email)) {
    const message = email ? AUTH_MESSAGES.emailInvalid : AUTH_MESSAGES.emailRequired;
    return data<LoginSignupResult>({ intent: "guest-code", ok: false, message, email }, { status: 400 });
  }
  const response = await sendGuestCode(api, email);
  if (!response.ok) {
    const message = await apiMessage(response, AUTH_MESSAGES.tryAgain);
    return data<LoginSignupResult>(
      { intent: "guest-code", ok: false, message, email },
      { status: response.status },
    );
  }
  return data<LoginSignupResult>({ intent: "guest-code", ok: true, email });
}

/** The guest's code signs them in (the browser cart joins) and goes on to the checkout. */
async function guestVerify(form: FormData, api: ApiFetch, target: string) {
  const email = compactField(form, "email");
  const otp = compactField(form, "otp");
  if (!/^\d{6}$/.test(otp)) {
    return data<LoginSignupResult>(
      { intent: "guest-verify", ok: false, message: AUTH_MESSAGES.invalidOtp, email },
      { status: 400 },
    );
  }
  const response = await verifyGuestCode(api, { email, otp, cartItems: cartItemsField(form) });
  if (!response.ok) {
    const kept = response.status === 429 || response.status === 403 || response.status >= 500;
    const message = kept ? await apiMessage(response, AUTH_MESSAGES.tryAgain) : AUTH_MESSAGES.invalidOtp;
    return data<LoginSignupResult>(
      { intent: "guest-verify", ok: false, message, email },
      { status: response.status },
    );
  }
  const headers = forwardedCookies(response);
  if (!sentWithScript(form)) return redirect(target, { headers });
  return data<LoginSignupResult>(
    { intent: "guest-verify", ok: true, message: AUTH_MESSAGES.otpVerified, email, redirectTo: target },
    { headers },
  );
}
