import { z } from "zod";

/**
 * Payloads of sign-up, sign-in, password reset and the account page. Bodies are strict:
 * an unknown field such as `role` is refused, never stored. Passwords travel base64-encoded
 * as the spec's client sends them; these schemas decode them, so routes see plain text.
 */

export const PASSWORD_RULE_MESSAGE =
  "Minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character";
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;

/** The sign-up rule: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes base64 to UTF-8 text (browser and Node alike); null when it is not base64 or not UTF-8. */
export function decodeBase64(value: string): string | null {
  if (!BASE64.test(value)) return null;
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes text the way the storefront does before sending a password. */
export function encodeBase64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A base64 field decoded and trimmed (the spec's inputs strip whitespace). */
function base64Text(label: string, emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(1024, `${label} is too long.`)
    .transform((value, context) => {
      const decoded = decodeBase64(value);
      if (decoded === null) {
        context.addIssue({ code: "custom", message: `${label} must be sent base64-encoded.` });
        return z.NEVER;
      }
      return decoded.trim();
    });
}

const Email = z
  .string({ error: "Please enter Email ID." })
  .trim()
  .min(1, "Please enter Email ID.")
  .max(254, "Email ID is too long.")
  .pipe(z.email("Please enter a valid Email ID."))
  .transform((value) => value.toLowerCase());

/** A password being set: decoded, then held to the sign-up rule. */
const NewPassword = (emptyMessage: string) =>
  base64Text("Password", emptyMessage).pipe(
    z
      .string()
      .min(1, emptyMessage)
      .max(128, "Password is too long.")
      .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  );

/** A password being checked: decoded, only required (old accounts may predate the rule). */
const CurrentPassword = (emptyMessage: string) =>
  base64Text("Password", emptyMessage).pipe(
    z.string().min(1, emptyMessage).max(128, "Password is too long."),
  );

const Otp = z
  .string({ error: "Please enter the OTP." })
  .trim()
  .regex(/^\d{6}$/, "Invalid OTP");

const Name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(80, "Name is too long.");

const Phone = z
  .string()
  .trim()
  .max(20, "Phone number is too long.")
  .regex(/^\d*$/, "Phone number must contain digits only.");

/** Cart lines a guest collected before signing in; accepted now, merged into the user's cart on sign-in (cart.service mergeGuestCart). */
const CartItems = z.array(z.unknown()).max(200).optional();

export const RegisterBody = z.strictObject({
  email: Email,
  password: NewPassword(PASSWORD_RULE_MESSAGE),
  name: Name("Please enter your first name."),
  /** The spec's sign-up form sends the last name in `mobile`. */
  mobile: z.string().trim().max(80, "Last name is too long.").optional().default(""),
  /** A real phone number, when a newer client sends one. */
  phone: Phone.optional(),
  /** Ticked "Offers by email" beside the consent notice (decision 041); the account's own consent is the sign-up. */
  marketing: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** cart_items: the guest's browser cart, joined to the new account as at sign-in (the answer signs them in). */
export const VerifyEmailBody = z.strictObject({ otp: Otp, email: Email, cart_items: CartItems });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const ForgotPasswordBody = z.strictObject({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z
  .strictObject({
    password: NewPassword("New password is empty"),
    /** Optional second entry (base64); when sent it must match. */
    confirmPassword: base64Text("Password", "New password is empty").optional(),
    email: base64Text("Email", "Please enter Email ID.").pipe(Email),
    otp: Otp,
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: "New password are not matching",
    path: ["confirmPassword"],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const LoginBody = z.strictObject({
  email: Email,
  password: CurrentPassword("Please enter password."),
  cart_items: CartItems,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const AdminLoginBody = z.strictObject({
  email: Email,
  password: CurrentPassword("Please enter password."),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;

export const GoogleLoginBody = z.strictObject({
  token: z
    .string({ error: "Google sign-in token is missing." })
    .min(1, "Google sign-in token is missing.")
    .max(8192),
  cart_items: CartItems,
});
export type GoogleLoginBody = z.infer<typeof GoogleLoginBody>;

export const AccountDetailsBody = z.strictObject({
  first_name: Name("First name can not be blank"),
  last_name: Name("Last name can not be blank"),
  /** Left out: the stored phone stays as it is. */
  phone: Phone.optional(),
});
export type AccountDetailsBody = z.infer<typeof AccountDetailsBody>;

/** POST /api/account/password: the first password of an account made at a guest checkout (base64). */
export const CreatePasswordBody = z.strictObject({ password: NewPassword("Please choose a password.") });

/** POST /api/checkout/guest/code: the email a guest checks out with; a code is mailed to it. */
export const GuestCodeBody = z.strictObject({ email: Email });

/** POST /api/checkout/guest/verify: the code signs the guest in (an account with no password yet). */
export const GuestVerifyBody = VerifyEmailBody;

export const ChangePasswordBody = z
  .strictObject({
    oldPassword: CurrentPassword("Old password is empty"),
    newPassword: NewPassword("New password is empty"),
  })
  .refine((body) => body.oldPassword !== body.newPassword, {
    message: "Old and new password can't be same.",
    path: ["newPassword"],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The signed-in user as the API shows it. */
export const AccountUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(["admin", "Editor", "Employee", "user"]),
  guest: z
    .boolean()
    .optional()
    .describe("Made at a guest checkout: no password yet (POST /api/account/password sets the first)"),
});
export type AccountUser = z.infer<typeof AccountUser>;

/** Answer of every successful sign-in: the token also arrives as an httpOnly cookie. */
export const AuthSession = z.object({
  message: z.string(),
  token: z.string(),
  user: AccountUser,
  /** ISO date-time when the token expires. */
  expires: z.string(),
});
export type AuthSession = z.infer<typeof AuthSession>;

export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const AuthProviders = z.object({ google: z.object({ clientId: z.string() }).nullable() });
export type AuthProviders = z.infer<typeof AuthProviders>;

/*
 * Form schemas: what the storefront and back-office forms hold (plain text, before the password is
 * base64-encoded with encodeBase64). Same rules and messages as the request bodies above.
 */
const FormPassword = (emptyMessage: string) =>
  z.string().trim().min(1, emptyMessage).max(128, "Password is too long.");
const FormNewPassword = (emptyMessage: string) =>
  FormPassword(emptyMessage).regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

export const LoginForm = z.object({ email: Email, password: FormPassword("Please enter password.") });
export type LoginForm = z.infer<typeof LoginForm>;

export const RegisterForm = z.object({
  name: Name("Please enter your first name."),
  mobile: z.string().trim().max(80, "Last name is too long."),
  email: Email,
  password: FormNewPassword(PASSWORD_RULE_MESSAGE),
});
export type RegisterForm = z.infer<typeof RegisterForm>;

export const OtpForm = z.object({ otp: Otp });
export type OtpForm = z.infer<typeof OtpForm>;

export const ResetPasswordForm = z
  .object({
    otp: Otp,
    password: FormPassword("New password is empty"),
    confirmPassword: FormPassword("New password is empty"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "New password are not matching",
    path: ["confirmPassword"],
  })
  .refine((form) => PASSWORD_PATTERN.test(form.password), {
    message: PASSWORD_RULE_MESSAGE,
    path: ["password"],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** A new password typed twice, as the account page's forms send it. */
const NewPasswordTwice = z.object({
  newPassword: FormPassword("New password is empty"),
  confirmPassword: FormPassword("New password is empty"),
});

/** Spec §5's checks of a new password after any of the form's own: the two match, then the rule. */
function checkedNewPassword<S extends z.ZodType<z.output<typeof NewPasswordTwice>>>(schema: S) {
  return schema
    .refine((form: z.output<typeof NewPasswordTwice>) => form.newPassword === form.confirmPassword, {
      message: "New password are not matching",
      path: ["confirmPassword"],
    })
    .refine((form: z.output<typeof NewPasswordTwice>) => PASSWORD_PATTERN.test(form.newPassword), {
      message: PASSWORD_RULE_MESSAGE,
      path: ["newPassword"],
    });
}

export const ChangePasswordForm = checkedNewPassword(
  // The old password first: spec §5 names an empty one before anything else.
  z
    .object({ oldPassword: FormPassword("Old password is empty"), ...NewPasswordTwice.shape })
    .refine((form) => form.oldPassword !== form.newPassword, {
      message: "Old and new password can't be same.",
      path: ["newPassword"],
    }),
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** The first password of a guest checkout's account (issue 26 §4): no old one to give. */
export const CreatePasswordForm = checkedNewPassword(NewPasswordTwice);

export const AccountDetailsForm = AccountDetailsBody;
export type AccountDetailsForm = z.infer<typeof AccountDetailsForm>;
