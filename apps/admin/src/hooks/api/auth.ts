import { ApiError, api, isApiError } from "@admin/lib/api";
import { toBase64 } from "@admin/lib/base64";
import { ROLES, type Role } from "@boutique/shared/access";
import type { AccountUser, AuthSession, MessageAnswer } from "@boutique/shared/schemas/auth";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export const authKeys = {
  all: ["auth"] as const,
  me: () => [...authKeys.all, "me"] as const,
};

/** The signed-in account as /api/account/me and the sign-in answer show it. */
export type SessionUser = AccountUser;

/**
 * Checked by hand rather than with the shared zod schema: this file is in the always-loaded chunk
 * and zod would double its size. Only what the guard relies on is checked.
 */
export function parseSessionUser(value: unknown): SessionUser {
  if (!isRecord(value) || typeof value.email !== "string" || !ROLES.includes(value.role as Role)) {
    throw new ApiError(500, "The server's answer about the signed-in account was not understood.", value);
  }
  return value as SessionUser;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function displayName(user: SessionUser): string {
  const full = `${user.first_name ?? ""} ${user.last_name ?? ""}`.trim();
  return full.length > 0 ? full : user.email;
}

export const meQuery = queryOptions({
  queryKey: authKeys.me(),
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      return parseSessionUser(await api.get("/api/account/me", signal));
    } catch (error) {
      // Signed out is an answer, not a failure: the guard turns it into a visit to the login page.
      if (isApiError(error, 401)) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

export type AdminLoginInput = { email: string; password: string };

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      api.post<AuthSession>("/api/login/admin", {
        email: input.email,
        password: toBase64(input.password),
      }),
    onSuccess: async () => {
      // Whatever an earlier session cached belongs to someone else.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post("/api/logout");
      } catch (error) {
        // Already signed out on the server: the goal is reached.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      // Everything cached belonged to the session that just ended. "Who am I" is set rather than removed
      // so the screens watching it see "signed out" at once and the guard sends them to the login page.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.me(), null);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      api.post<MessageAnswer>("/api/register/admin/forgotPassword", { email: input.email }),
  });
}

export type ResetPasswordInput = { email: string; otp: string; password: string; confirmPassword: string };

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.put<MessageAnswer>("/api/register/admin/reset", {
        password: toBase64(input.password),
        confirmPassword: toBase64(input.confirmPassword),
        email: toBase64(input.email),
        otp: input.otp,
      }),
  });
}
