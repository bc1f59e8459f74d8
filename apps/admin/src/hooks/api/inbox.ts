import { api } from "@admin/lib/api";
import type { InboxItem, InboxKind, InboxState } from "@boutique/shared/schemas/inbox";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type { InboxItem, InboxKind, InboxState };
export type InboxFilters = { kind?: InboxKind; state?: InboxState };

export const inboxKeys = {
  all: ["inbox"] as const,
  lists: () => [...inboxKeys.all, "list"] as const,
  list: (filters: InboxFilters) => [...inboxKeys.lists(), filters] as const,
  count: () => [...inboxKeys.all, "count"] as const,
};

/** How often the bell asks again while a screen stays open: new questions arrive from shoppers. */
const COUNT_REFRESH_MS = 60_000;

export function useInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.kind) params.set("kind", filters.kind);
      if (filters.state) params.set("state", filters.state);
      const query = params.toString();
      const body = await api.get<{ items: InboxItem[] }>(
        `/api/admin/inbox${query ? `?${query}` : ""}`,
        signal,
      );
      return body.items;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The bell's number: new items of every kind. Checked by hand rather than with zod, because the
 * bell is in the always-loaded shell (decision 005).
 */
export function useInboxCount() {
  return useQuery({
    queryKey: inboxKeys.count(),
    queryFn: async ({ signal }) => {
      const body = await api.get<unknown>("/api/admin/inbox/count", signal);
      const count =
        typeof body === "object" && body !== null ? (body as { count?: unknown }).count : undefined;
      return typeof count === "number" && count >= 0 ? count : 0;
    },
    refetchInterval: COUNT_REFRESH_MS,
  });
}

export function useUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      state,
      answer,
    }: {
      kind: InboxKind;
      id: number;
      state: InboxState;
      answer?: string;
    }) =>
      api.put<InboxItem>(
        `/api/admin/inbox/${kind}/${id}`,
        answer === undefined ? { state } : { state, answer },
      ),
    // The list and the bell both change with an item's state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
