import type { AccountUser } from "@boutique/shared/schemas/auth";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { SessionUser } from "../../plugins/auth";
import { type AttemptCounter, RATE_LIMITS } from "../../plugins/rate-limit";
import type { AuthRepository } from "../auth/auth.repository";

export const ACCOUNT_MESSAGES = {
  detailsUpdated: "Details Updated",
  passwordUpdated: "Password updated.",
  wrongOldPassword: "Old password is incorrect.",
  noPasswordYet: "Your account has no password yet. Use Forgot Password on the sign-in page to set one.",
  accountCreated: "Your account is ready: sign in next time with your email and this password.",
  alreadyHasPassword: "Your account already has a password. Change it under My Account.",
} as const;

type AccountDeps = { repository: AuthRepository; attempts: AttemptCounter };

/** The signed-in customer's own details and password. */
export function createAccountService({ repository, attempts }: AccountDeps) {
  return {
    describe(user: SessionUser): AccountUser {
      return {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        mobile: user.mobile,
        role: user.role,
        guest: user.guest,
      };
    },

    async updateDetails(userId: number, input: { first_name: string; last_name: string; phone?: string }) {
      await repository.updateUser(userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        ...(input.phone === undefined ? {} : { mobile: input.phone }),
      });
      return { message: ACCOUNT_MESSAGES.detailsUpdated };
    },

    /**
     * After a guest checkout (issue 26 §4): the first password turns the guest into an account that signs in
     * like any other; its orders are already in it. Only once: a password is changed with the old one.
     */
    async createPassword(userId: number, password: string) {
      const row = await repository.findUserById(userId);
      if (!row) throw new NotFoundError("Account not found.");
      if (row.passwordHash) throw new ConflictError(ACCOUNT_MESSAGES.alreadyHasPassword);
      await repository.updateUser(userId, { passwordHash: await hashPassword(password) });
      return { message: ACCOUNT_MESSAGES.accountCreated };
    },

    async changePassword(userId: number, input: { oldPassword: string; newPassword: string }) {
      // Someone at an unlocked session must not be able to guess the old password at leisure.
      const { max, windowSeconds } = RATE_LIMITS.perAccount;
      await attempts.consume(`password-change:${userId}`, max, windowSeconds);
      const row = await repository.findUserById(userId);
      if (!row) throw new NotFoundError("Account not found.");
      if (!row.passwordHash) throw new ValidationError(ACCOUNT_MESSAGES.noPasswordYet);
      if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
        throw new ValidationError(ACCOUNT_MESSAGES.wrongOldPassword);
      }
      await repository.updateUser(userId, { passwordHash: await hashPassword(input.newPassword) });
      return { message: ACCOUNT_MESSAGES.passwordUpdated };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

declare module "fastify" {
  interface FastifyInstance {
    accountService: AccountService;
  }
}
