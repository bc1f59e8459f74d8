import * as Dialog from "@radix-ui/react-dialog";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { Button } from "./ui/button";

type ConfirmOptions = {
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
};
type AlertOptions = { title: string; description?: string; closeLabel?: string };

type DialogState = ({ kind: "confirm" } & ConfirmOptions) | ({ kind: "alert" } & AlertOptions) | null;

type DialogApi = {
  /** Resolves true for Yes, false for No or dismissal. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** A message the staff member must acknowledge (a server's refusal); resolves when closed. */
  alert: (options: AlertOptions) => Promise<void>;
};

const DialogContext = createContext<DialogApi | null>(null);

/** One modal at a time for confirmations ("Are you sure…?" Yes/No) and popups with a server message. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setState(null);
  };

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setState({ kind: "confirm", ...options });
      }),
    [],
  );
  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        resolver.current?.(false);
        resolver.current = () => resolve();
        setState({ kind: "alert", ...options });
      }),
    [],
  );

  const apiRef = useRef<DialogApi>({ confirm, alert });

  return (
    <DialogContext.Provider value={apiRef.current}>
      {children}
      <Dialog.Root
        open={state !== null}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
          <Dialog.Content
            role={state?.kind === "alert" ? "alertdialog" : "dialog"}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
          >
            <Dialog.Title className="text-base font-semibold text-stone-900">{state?.title}</Dialog.Title>
            {state?.description ? (
              <Dialog.Description className="mt-2 text-sm text-stone-600">
                {state.description}
              </Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{state?.title}</Dialog.Description>
            )}
            <div className="mt-6 flex justify-end gap-2">
              {state?.kind === "confirm" ? (
                <>
                  <Button variant="secondary" onClick={() => settle(false)}>
                    {state.cancelLabel ?? "No"}
                  </Button>
                  <Button
                    variant={state.tone === "primary" ? "primary" : "danger"}
                    onClick={() => settle(true)}
                  >
                    {state.confirmLabel ?? "Yes"}
                  </Button>
                </>
              ) : (
                <Button onClick={() => settle(true)}>{state?.closeLabel ?? "OK"}</Button>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </DialogContext.Provider>
  );
}

function useDialogs(): DialogApi {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error("Dialogs must be used inside <DialogProvider>");
  return dialogs;
}

export function useConfirm() {
  return useDialogs().confirm;
}

export function useAlert() {
  return useDialogs().alert;
}
