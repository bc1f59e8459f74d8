import { api } from "@admin/lib/api";
import type {
  AbandonedCheckoutsAnswer,
  RecoverySettingsAnswer,
  RecoverySettingsInput,
  RecoveryStatus,
} from "@boutique/shared/schemas/checkout-recovery";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

const keys = {
  list: (status: RecoveryStatus | "") => ["abandoned-checkouts", status] as const,
  settings: ["recovery-settings"] as const,
};

/** Checkouts left unpaid (issue 26 §3), newest first, with the figures of the last 30 days. */
export function useAbandonedCheckouts(status: RecoveryStatus | "") {
  return useQuery({
    queryKey: keys.list(status),
    queryFn: ({ signal }) =>
      api.get<AbandonedCheckoutsAnswer>(
        `/api/admin/abandoned-checkouts${status ? `?status=${status}` : ""}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRecoverySettings() {
  return useQuery(
    queryOptions({
      queryKey: keys.settings,
      queryFn: ({ signal }) => api.get<RecoverySettingsAnswer>("/api/admin/recovery-settings", signal),
    }),
  );
}

export function useSaveRecoverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecoverySettingsInput) =>
      api.put<RecoverySettingsAnswer>("/api/admin/recovery-settings", input),
    onSuccess: (saved) => client.setQueryData(keys.settings, saved),
  });
}
