import X from "lucide-react/icons/x";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** Spec §9: notifications close after five seconds. */
export const TOAST_TIMEOUT_MS = 5000;

type Tone = "success" | "warning";
type Toast = { id: number; message: string; tone: Tone };
type ToastApi = { show: (message: string, tone?: Tone) => void };

const ToastContext = createContext<ToastApi>({ show: () => {} });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((message: string, tone: Tone = "success") => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message, tone }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the DOM so screen readers announce messages added to it. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const tone =
    toast.tone === "success"
      ? "border-emerald-700/30 bg-white text-emerald-900"
      : "border-amber-700/40 bg-amber-50 text-amber-950";
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 border px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 p-1 text-current/70 hover:text-current"
        aria-label="Dismiss notification"
      >
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
