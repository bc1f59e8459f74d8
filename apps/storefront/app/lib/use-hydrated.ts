import { useEffect, useState } from "react";

/** False during SSR and the first client render, so no-JS fallbacks render identically on both. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
