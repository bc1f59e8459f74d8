import { api } from "@admin/lib/api";
import { toBase64 } from "@admin/lib/base64";
import type { CreatableStaffRole, StaffUserRow } from "@boutique/shared/schemas/staff-user";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type StaffUser = StaffUserRow;

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
};

export const userListQuery = queryOptions({
  queryKey: userKeys.lists(),
  queryFn: ({ signal }) => api.get<StaffUser[]>("/api/admin/users", signal),
});

export function useStaffUsers() {
  return useQuery(userListQuery);
}

export type NewStaffUserInput = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  mobile?: string;
  role: CreatableStaffRole;
};

/** POST /api/admin/users; the password travels base64-encoded as the spec's client sends it. */
export function useAddStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ password, mobile, ...rest }: NewStaffUserInput) =>
      api.post<{ message: string; data: StaffUser }>("/api/admin/users", {
        ...rest,
        ...(mobile ? { mobile } : {}),
        password: toBase64(password),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

export function useDeleteStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.delete<{ message: string }>(`/api/admin/users/${encodeURIComponent(email)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
