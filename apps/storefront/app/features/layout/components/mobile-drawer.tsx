import { deferredSection } from "@storefront/lib/deferred-section";
import { useHydrated } from "@storefront/lib/use-hydrated";
import Menu from "lucide-react/icons/menu";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { DrawerProps } from "./drawer-panel";

const loadPanel = () => import("./drawer-panel");
const DrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.DrawerPanel })));
// The no-JS menu is server HTML only: once hydrated, the dialog's button takes its place.
const DisclosureDrawer = deferredSection(
  () => import("./drawer-disclosure").then((module) => module.DisclosureDrawer),
  { hydrate: "never", className: "-ml-2 lg:hidden" },
);

/**
 * Phone menu. With JavaScript it is a modal <dialog> (drawer-panel.tsx), whose code comes when the button
 * is first pointed at, focused or pressed; without, a <details> disclosure with the same links.
 */
export function MobileDrawer(props: DrawerProps) {
  const hydrated = useHydrated();
  return hydrated ? <DialogDrawer {...props} /> : <DisclosureDrawer {...props} />;
}

function DialogDrawer(props: DrawerProps) {
  const [open, setOpen] = useState(false);
  // Mounted on the first press and kept, so it opens at once the next time.
  const [wanted, setWanted] = useState(false);
  const location = useLocation();

  // A followed link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname]);

  const prefetch = () => {
    loadPanel().catch(() => {}); // A failed fetch is tried again on the press, where React reports it.
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 p-2 text-ink lg:hidden"
      >
        <Menu size={22} aria-hidden />
        <span className="sr-only">Menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <DrawerPanel {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
