import { useAlert, useConfirm } from "@admin/components/dialogs";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { isApiError } from "@admin/lib/api";
import type { UseMutationResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useRef } from "react";

type ConfirmOptions = Parameters<ReturnType<typeof useConfirm>>[0];

type DeleteMutation<Id> = Pick<
  UseMutationResult<{ message: string }, Error, Id>,
  "mutate" | "mutateAsync" | "isPending" | "variables"
>;

type Options<Row, Id> = {
  idOf: (row: Row) => Id;
  /** The Yes/No question for this row. */
  question: (row: Row) => ConfirmOptions;
  /** When set, a 409 refusal (something still depends on the row) is a popup with this title, not a toast. */
  refusedTitle?: string;
  /** Edit Home's wording: a failure toasts the server's message alone, without "Not deleted". */
  plainFailure?: boolean;
  /** Runs after the delete succeeded (e.g. closing an editor on the deleted row). */
  onDeleted?: (row: Row) => void;
};

/** The toast or popup for a refused delete; shared by single and multi deletes. */
function useDeleteRefusal(refusedTitle?: string, plainFailure = false) {
  const alert = useAlert();
  const toast = useToast();
  return useCallback(
    (error: Error) => {
      if (refusedTitle && isApiError(error, 409)) {
        void alert({ title: refusedTitle, description: error.message });
      } else if (plainFailure) {
        toast({ tone: "error", title: error.message });
      } else {
        toast({ tone: "error", title: "Not deleted", description: error.message });
      }
    },
    [alert, toast, refusedTitle, plainFailure],
  );
}

/**
 * Delete one row after a Yes/No question, then toast the server's message. `ask` keeps its identity
 * (it reads the latest options through a ref); `deletingId` marks the row whose button shows pending.
 */
export function useConfirmedDelete<Row, Id>(remove: DeleteMutation<Id>, options: Options<Row, Id>) {
  const confirm = useConfirm();
  const toast = useToast();
  const refused = useDeleteRefusal(options.refusedTitle, options.plainFailure);
  const latest = useRef(options);
  latest.current = options;
  const { mutateAsync } = remove;

  const ask = useCallback(
    async (row: Row) => {
      if (!(await confirm(latest.current.question(row)))) return;
      // The promise, not mutate's own callbacks: those follow only the latest call, so a second row's
      // delete sent before the first one's answer dropped the first one's toast (and its onDeleted).
      void mutateAsync(latest.current.idOf(row)).then((answer) => {
        toast({ tone: "success", title: answer.message });
        latest.current.onDeleted?.(row);
      }, refused);
    },
    [confirm, toast, refused, mutateAsync],
  );

  return { ask, deletingId: remove.isPending ? remove.variables : undefined };
}

type ManyOptions<Row, Id> = {
  idOf: (row: Row) => Id;
  /** The Yes/No question for the selected rows. */
  question: (rows: Row[]) => ConfirmOptions;
  refusedTitle?: string;
};

/**
 * A table's "Delete selected": asks once for every selected row, sends their ids in one call, toasts the
 * server's message and clears the selection. Pass `selectionActions` straight to DataTable.
 */
export function useConfirmedDeleteSelected<Row, Id>(
  remove: DeleteMutation<Id[]>,
  options: ManyOptions<Row, Id>,
) {
  const confirm = useConfirm();
  const toast = useToast();
  const refused = useDeleteRefusal(options.refusedTitle);
  const latest = useRef(options);
  latest.current = options;
  const { mutate, isPending } = remove;

  const ask = useCallback(
    async (rows: Row[], clear: () => void) => {
      if (rows.length === 0 || !(await confirm(latest.current.question(rows)))) return;
      mutate(rows.map(latest.current.idOf), {
        onSuccess: (answer) => {
          clear();
          toast({ tone: "success", title: answer.message });
        },
        onError: refused,
      });
    },
    [confirm, toast, refused, mutate],
  );

  const selectionActions = (selected: Row[], clear: () => void): ReactNode => (
    <Button
      variant="danger"
      size="sm"
      pending={isPending}
      onClick={() => void ask(selected, clear)}
      icon={<Trash2 aria-hidden className="size-4" />}
    >
      Delete selected
    </Button>
  );

  return { ask, pending: isPending, selectionActions };
}

type RowDeleteButtonProps = {
  /** The accessible name, e.g. "Delete SAVE10". */
  label: string;
  pending: boolean;
  onClick: () => void;
  title?: string;
};

/** The small trash-can button at the end of a table row or card. */
export function RowDeleteButton({ label, pending, onClick, title }: RowDeleteButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={title}
      pending={pending}
      onClick={onClick}
      icon={<Trash2 aria-hidden className="size-4 text-red-700" />}
      className="px-2"
    />
  );
}
