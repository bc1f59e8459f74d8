type ListQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
};

/** A list query's rows and states as DataTable takes them (loading, error with Retry). */
export function queryTableProps<T>(query: ListQuery<T>) {
  return {
    data: query.data,
    loading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
