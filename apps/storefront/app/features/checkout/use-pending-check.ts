import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** How long a Thank You page keeps asking about a payment still being confirmed. */
export const PENDING_CHECK_MS = 2 * 60_000;
const EVERY_MS = 3000;

/**
 * While a payment is pending, the page's loader runs again every few seconds until the state changes
 * or PENDING_CHECK_MS have passed; `again` starts a new round.
 */
export function usePendingCheck(pending: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the timer when `again` is pressed
  useEffect(() => {
    if (!pending) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= PENDING_CHECK_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else if (latest.current.state === "idle") {
        void latest.current.revalidate();
      }
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, round]);

  const again = useCallback(() => {
    setGaveUp(false);
    setRound((value) => value + 1);
    void latest.current.revalidate();
  }, []);

  return { gaveUp: pending && gaveUp, again };
}
