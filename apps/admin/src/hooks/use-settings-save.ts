import { useToast } from "@admin/components/toaster";
import { isApiError } from "@admin/lib/api";
import type { UseMutationResult } from "@tanstack/react-query";

/** The form field a refusal names (the server's `field`), when it is one of this form's. */
function fieldOf<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  return isApiError(error) ? fields.find((name) => name === error.field) : undefined;
}

/**
 * Saving a settings form (Invoices & GST, the shop's contacts, cash on delivery): a toast when saved; a
 * refusal the server pins on one of `fields` is shown on that field and focused, and any other failure is
 * the form's alert.
 */
export function useSettingsSave<F extends string, V>({
  save,
  fields,
  setError,
  savedTitle,
}: {
  save: UseMutationResult<unknown, Error, V>;
  fields: readonly F[];
  setError: (field: F, error: { message: string }, options: { shouldFocus: boolean }) => void;
  savedTitle: string;
}) {
  const toast = useToast();
  const submit = (values: V) =>
    save.mutate(values, {
      onSuccess: () => toast({ tone: "success", title: savedTitle }),
      onError: (error) => {
        const field = fieldOf(error, fields);
        if (field) setError(field, { message: error.message }, { shouldFocus: true });
      },
    });
  const failure = save.error;
  return { submit, alert: failure && !fieldOf(failure, fields) ? failure.message : null };
}
