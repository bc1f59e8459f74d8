/** What the sign-in and password-reset actions answer; read by their templates. */
export type RegisterFieldErrors = Partial<Record<"name" | "lastName" | "email" | "password", string>>;

export type LoginSignupResult =
  | { intent: "login"; ok: true; message: string; redirectTo: string }
  | { intent: "login"; ok: false; message: string; email?: string }
  | { intent: "register"; ok: true; email: string }
  | {
      intent: "register";
      ok: false;
      message?: string;
      fieldErrors: RegisterFieldErrors;
      values: { name: string; lastName: string; email: string };
    }
  | { intent: "verify"; ok: true; message: string; email: string; redirectTo: string }
  | { intent: "verify"; ok: false; message: string; email: string }
  | { intent: "guest-code"; ok: true; email: string }
  | { intent: "guest-code"; ok: false; message: string; email: string }
  | { intent: "guest-verify"; ok: true; message: string; email: string; redirectTo: string }
  | { intent: "guest-verify"; ok: false; message: string; email: string };

export type ForgotPasswordResult =
  | { step: "email"; ok: false; message: string; email: string }
  | { step: "reset"; ok: true; message: string; email: string }
  | { step: "reset"; ok: false; message: string; email: string; field?: "otp" | "password" | "server" }
  | { step: "done"; ok: true; message: string };
