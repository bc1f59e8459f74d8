import { cn } from "@admin/lib/cn";
import * as Toast from "@radix-ui/react-toast";
import { CircleCheck, CircleExclamationPoint, Info, X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";

/** Spec §9: notifications close after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

type Tone = "success" | "error" | "info";
type ToastInput = { title: string; description?: string; tone?: Tone };
type ToastItem = ToastInput & { id: number; open: boolean };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const tones: Record<Tone, { icon: ReactNode; className: string }> = {
  success: {
    icon: <CircleCheck aria-hidden className="size-5 text-emerald-700" />,
    className: "border-emerald-200",
  },
  error: {
    icon: <CircleExclamationPoint aria-hidden className="size-5 text-red-700" />,
    className: "border-red-200",
  },
  info: { icon: <Info aria-hidden className="size-5 text-brand-700" />, className: "border-stone-200" },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id, open: true }]);
  }, []);

  const close = (id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    // Keep the closed toast long enough for its exit animation, then forget it.
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), 400);
  };

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {toasts.map((toast) => {
          const tone = tones[toast.tone ?? "info"];
          return (
            <Toast.Root
              key={toast.id}
              open={toast.open}
              type={toast.tone === "error" ? "foreground" : "background"}
              onOpenChange={(open) => {
                if (!open) close(toast.id);
              }}
              className={cn(
                "toast grid grid-cols-[auto_1fr_auto] items-start gap-3 rounded-lg border bg-white p-4 shadow-lg",
                tone.className,
              )}
            >
              {tone.icon}
              <div className="min-w-0">
                <Toast.Title className="text-sm font-semibold text-stone-900">{toast.title}</Toast.Title>
                {toast.description ? (
                  <Toast.Description className="mt-0.5 text-sm text-stone-600">
                    {toast.description}
                  </Toast.Description>
                ) : null}
              </div>
              <Toast.Close
                aria-label="Close notification"
                className="rounded p-0.5 text-stone-500 hover:text-stone-900 focus-ring"
              >
                <X aria-hidden className="size-4" />
              </Toast.Close>
            </Toast.Root>
          );
        })}
        <Toast.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return toast;
}
