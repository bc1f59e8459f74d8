import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";

type GoogleId = {
  initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT_SRC = "https://accounts.google.com/gsi/client";

/** Google's own button (Google Identity Services), loaded only when the shop has a Google client id. */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const submit = useSubmit();

  useEffect(() => {
    const render = () => {
      const google = window.google?.accounts.id;
      if (!google || !slot.current) return;
      google.initialize({
        client_id: clientId,
        callback: ({ credential }) =>
          submit(
            {
              intent: "google",
              credential,
              js: "1",
              cart_items: window.localStorage.getItem("cartItems") ?? "[]",
            },
            { method: "post" },
          ),
      });
      google.renderButton(slot.current, {
        theme: "outline",
        size: "large",
        width: 320,
        text: "continue_with",
      });
    };
    if (window.google) return render();
    let script = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT_SRC}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = SCRIPT_SRC;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener("load", render);
    return () => script?.removeEventListener("load", render);
  }, [clientId, submit]);

  return (
    <div>
      <p className="my-6 flex items-center gap-3 text-xs tracking-[0.2em] text-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        or
      </p>
      <div ref={slot} className="flex min-h-11 justify-center" />
    </div>
  );
}
