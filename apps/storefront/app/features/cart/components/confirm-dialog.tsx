import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

type Pending = { message: string; resolve: (yes: boolean) => void };

/**
 * Spec §8: confirm pop-ups offer Yes/No. A modal <dialog> (focus kept inside, Escape answers No);
 * `ask` resolves with the answer.
 */
export function useConfirm(): [ReactNode, (message: string) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (pending && dialog && !dialog.open) dialog.showModal();
  }, [pending]);

  const answer = useCallback(
    (yes: boolean) => {
      dialogRef.current?.close();
      pending?.resolve(yes);
      setPending(null);
    },
    [pending],
  );

  const ask = useCallback(
    (message: string) => new Promise<boolean>((resolve) => setPending({ message, resolve })),
    [],
  );

  const element = pending ? (
    <dialog
      ref={dialogRef}
      aria-labelledby="confirm-message"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
      className="m-auto w-[min(24rem,90vw)] border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <p id="confirm-message" className="text-base">
        {pending.message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-outline px-6 py-2" onClick={() => answer(false)}>
          No
        </button>
        <button type="button" className="btn-primary px-6 py-2" onClick={() => answer(true)}>
          Yes
        </button>
      </div>
    </dialog>
  ) : null;

  return [element, ask];
}
