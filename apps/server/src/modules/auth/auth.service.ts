import { isStaff } from "@boutique/shared/access";
import type { AccountUser, AuthSession } from "@boutique/shared/schemas/auth";
import type { Config } from "../../config";
import { AlreadyRegisteredError, ForbiddenError, UnauthorizedError, ValidationError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { type AttemptCounter, RATE_LIMITS } from "../../plugins/rate-limit";
import { MailDeliveryError, type Mailer } from "../mail/mailer";
import { passwordResetTemplate } from "../mail/templates/password-reset";
import { verifyEmailTemplate } from "../mail/templates/verify-email";
import { welcomeTemplate } from "../mail/templates/welcome";
import type { AuthRepository, OtpPurpose, UserRow } from "./auth.repository";
import { GOOGLE_REFUSED_MESSAGE, type GoogleVerifier } from "./google";
import { OTP_RULES, type OtpService } from "./otp.service";
import type { TokenSigner } from "./token";

export const AUTH_MESSAGES = {
  alreadyRegistered:
    "This email address is already registered. Please try some other email address or login with your existing login details.",
  otpSent: "OTP Sent",
  otpVerified: "OTP Verified",
  invalidOtp: "Invalid OTP",
  passwordUpdated: "Password updated.",
  loginFailed: "Incorrect Email ID or Password",
  loginSuccessful: "Login Successful",
  notVerified: "Please verify your email address first: sign up again with this email to get a new code.",
  waitForCode: "Please wait before asking for another code.",
  loggedOut: "Logged out",
} as const;

type AuthDeps = {
  repository: AuthRepository;
  otp: OtpService;
  mailer: Mailer;
  attempts: AttemptCounter;
  tokens: TokenSigner;
  google: GoogleVerifier;
  config: Pick<Config, "publicUrl">;
};

type Audience = { staffOnly: boolean };

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
  };
}

/** Sign-up with an emailed code, sign-in (password or Google), and password reset. */
export function createAuthService({ repository, otp, mailer, attempts, tokens, google, config }: AuthDeps) {
  const { max: perAccountMax, windowSeconds } = RATE_LIMITS.perAccount;
  // Unknown emails are checked against this hash too, so the answer time does not reveal which accounts exist.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => {
    decoyHash ??= hashPassword("decoy-password-that-matches-nothing");
    return decoyHash;
  };

  async function startSession(row: UserRow, message: string): Promise<AuthSession> {
    const { token, expiresAt } = await tokens.sign({ userId: row.id, role: row.role });
    return { message, token, user: toAccountUser(row), expires: expiresAt.toISOString() };
  }

  /** At most one new code per account and purpose a minute; unknown emails are throttled alike. */
  function throttleKey(purpose: OtpPurpose, email: string) {
    return `code:${purpose}:${email}`;
  }

  async function sendCode(row: UserRow, purpose: OtpPurpose, guest = false): Promise<void> {
    const code = await otp.issueCode(row.id, purpose);
    const fields = { firstName: row.firstName, code, minutes: OTP_RULES.lifetimeMinutes };
    const mail =
      purpose === "verify_email"
        ? verifyEmailTemplate({ ...fields, reason: guest ? "guest" : "sign-up" })
        : passwordResetTemplate(fields);
    const kind = guest ? "guest_code" : purpose;
    const result = await mailer.send({ to: row.email, kind, ...mail, devCode: code });
    if (result.status === "failed") {
      // Without the mail the code is useless: let the customer ask again at once.
      await attempts.reset(throttleKey(purpose, row.email));
      throw new MailDeliveryError();
    }
  }

  async function sendWelcome(row: UserRow): Promise<void> {
    const mail = welcomeTemplate({ firstName: row.firstName, shopUrl: config.publicUrl });
    // A failed welcome mail is recorded and logged by the mailer; the sign-up itself has succeeded.
    await mailer.send({ to: row.email, kind: "welcome", ...mail });
  }

  async function checkPassword(email: string, password: string, audience: Audience): Promise<UserRow> {
    const failuresKey = `login-failures:${email}`;
    if ((await attempts.count(failuresKey)) >= perAccountMax) {
      await attempts.hit(failuresKey, windowSeconds);
      throw new UnauthorizedError(AUTH_MESSAGES.loginFailed);
    }
    const row = await repository.findUserByEmail(email);
    const valid = await verifyPassword(row?.passwordHash ?? (await decoy()), password);
    if (!row?.passwordHash || !valid || (audience.staffOnly && !isStaff(row.role))) {
      await attempts.hit(failuresKey, windowSeconds);
      throw new UnauthorizedError(AUTH_MESSAGES.loginFailed);
    }
    return row;
  }

  return {
    async register(input: {
      email: string;
      password: string;
      name: string;
      mobile: string;
      phone?: string;
    }): Promise<{ message: string; userId: number }> {
      await attempts.consume(`register:${input.email}`, perAccountMax, windowSeconds);
      const existing = await repository.findUserByEmail(input.email);
      // Staff accounts are made by an admin and may never verify: sign-up must not take them over.
      if (existing && (existing.emailVerifiedAt || existing.role !== "user")) {
        throw new AlreadyRegisteredError(AUTH_MESSAGES.alreadyRegistered);
      }
      await attempts.consume(
        throttleKey("verify_email", input.email),
        1,
        RATE_LIMITS.codeResendSeconds,
        AUTH_MESSAGES.waitForCode,
      );
      const fields = {
        firstName: input.name,
        // The spec's sign-up form carries the last name in `mobile`.
        lastName: input.mobile,
        mobile: input.phone ?? existing?.mobile ?? "",
        passwordHash: await hashPassword(input.password),
      };
      // An unverified account is nobody's yet: signing up again replaces its details and code.
      const row = existing
        ? await repository.updateUser(existing.id, fields)
        : await repository.insertUser({ ...fields, email: input.email, role: "user" });
      if (!row) throw new AlreadyRegisteredError(AUTH_MESSAGES.alreadyRegistered);
      await sendCode(row, "verify_email");
      return { message: AUTH_MESSAGES.otpSent, userId: row.id };
    },

    async verifyEmail(input: { email: string; otp: string }): Promise<AuthSession> {
      await attempts.consume(`verify:${input.email}`, perAccountMax, windowSeconds);
      const row = await repository.findUserByEmail(input.email);
      if (!row || !(await otp.checkCode(row.id, "verify_email", input.otp))) {
        throw new ValidationError(AUTH_MESSAGES.invalidOtp);
      }
      const verified = row.emailVerifiedAt
        ? row
        : await repository.updateUser(row.id, { emailVerifiedAt: new Date() });
      if (!row.emailVerifiedAt) await sendWelcome(verified);
      return startSession(verified, AUTH_MESSAGES.otpVerified);
    },

    /**
     * A guest checkout's email (issue 26 §4): mails a code that signs the shopper in. A new email becomes an
     * account with no password (the guest); a customer's own account gets the code like a sign-in by email.
     * Staff accounts get nothing, with the same answer, so the form finds no one.
     */
    async guestCode(email: string): Promise<{ message: string }> {
      await attempts.consume(`guest:${email}`, perAccountMax, windowSeconds);
      await attempts.consume(
        throttleKey("verify_email", email),
        1,
        RATE_LIMITS.codeResendSeconds,
        AUTH_MESSAGES.waitForCode,
      );
      const existing = await repository.findUserByEmail(email);
      if (existing && existing.role !== "user") return { message: AUTH_MESSAGES.otpSent };
      const row =
        existing ??
        (await repository.insertUser({
          email,
          role: "user",
          firstName: "",
          lastName: "",
          passwordHash: null,
        }));
      // Two first codes at once: the other request made the row.
      const user = row ?? (await repository.findUserByEmail(email));
      if (!user) throw new ValidationError(AUTH_MESSAGES.invalidOtp);
      await sendCode(user, "verify_email", true);
      return { message: AUTH_MESSAGES.otpSent };
    },

    /**
     * The guest's code: the email is theirs, so they are signed in (no welcome mail: they came to buy). An
     * account nobody had verified loses any password it was signed up with: whoever chose it never proved the
     * mailbox, and must not sign in to the orders its owner is about to place (as with Google, below).
     * `firstVerified` says the mailbox was proven just now.
     */
    async guestVerify(input: {
      email: string;
      otp: string;
    }): Promise<AuthSession & { firstVerified: boolean }> {
      await attempts.consume(`verify:${input.email}`, perAccountMax, windowSeconds);
      const row = await repository.findUserByEmail(input.email);
      if (row?.role !== "user" || !(await otp.checkCode(row.id, "verify_email", input.otp))) {
        throw new ValidationError(AUTH_MESSAGES.invalidOtp);
      }
      const verified = row.emailVerifiedAt
        ? row
        : await repository.updateUser(row.id, { emailVerifiedAt: new Date(), passwordHash: null });
      return {
        ...(await startSession(verified, AUTH_MESSAGES.otpVerified)),
        firstVerified: !row.emailVerifiedAt,
      };
    },

    /** Answers the same whether or not the email has an account, so the form cannot be used to find accounts. */
    async requestPasswordReset(email: string, audience: Audience) {
      await attempts.consume(`forgot:${email}`, perAccountMax, windowSeconds);
      await attempts.consume(
        throttleKey("reset_password", email),
        1,
        RATE_LIMITS.codeResendSeconds,
        AUTH_MESSAGES.waitForCode,
      );
      const row = await repository.findUserByEmail(email);
      if (row && (!audience.staffOnly || isStaff(row.role))) await sendCode(row, "reset_password");
      return { message: AUTH_MESSAGES.otpSent };
    },

    async resetPassword(input: { email: string; password: string; otp: string }, audience: Audience) {
      await attempts.consume(`reset:${input.email}`, perAccountMax, windowSeconds);
      const row = await repository.findUserByEmail(input.email);
      const allowed = row && (!audience.staffOnly || isStaff(row.role));
      if (!row || !allowed || !(await otp.checkCode(row.id, "reset_password", input.otp))) {
        throw new ValidationError(AUTH_MESSAGES.invalidOtp);
      }
      // The code proves the mailbox is theirs, so it also verifies the address.
      await repository.updateUser(row.id, {
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: row.emailVerifiedAt ?? new Date(),
      });
      return { message: AUTH_MESSAGES.passwordUpdated };
    },

    async login(input: { email: string; password: string }, audience: Audience): Promise<AuthSession> {
      const row = await checkPassword(input.email, input.password, audience);
      if (row.role === "user" && !row.emailVerifiedAt) throw new ForbiddenError(AUTH_MESSAGES.notVerified);
      return startSession(row, AUTH_MESSAGES.loginSuccessful);
    },

    googleEnabled: () => google.enabled,
    googleClientId: () => google.clientId,

    async loginWithGoogle(idToken: string): Promise<AuthSession> {
      const identity = await google.verifyIdToken(idToken);
      const bySub = await repository.findUserByGoogleSub(identity.sub);
      if (bySub) return startSession(bySub, AUTH_MESSAGES.loginSuccessful);
      const byEmail = await repository.findUserByEmail(identity.email);
      if (byEmail) {
        const linked = await repository.updateUser(byEmail.id, {
          googleSub: identity.sub,
          emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
          // A password set by someone who never proved the address could be an attacker's: drop it.
          ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
        });
        return startSession(linked, AUTH_MESSAGES.loginSuccessful);
      }
      const created = await repository.insertUser({
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        googleSub: identity.sub,
        role: "user",
        emailVerifiedAt: new Date(),
      });
      if (!created) throw new ValidationError(GOOGLE_REFUSED_MESSAGE);
      await sendWelcome(created);
      return startSession(created, AUTH_MESSAGES.loginSuccessful);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

declare module "fastify" {
  interface FastifyInstance {
    authService: AuthService;
  }
}
