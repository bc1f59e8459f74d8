import type { ShopProfile } from "@boutique/shared/schemas/shop-profile-words";
import { deferredSection } from "@storefront/lib/deferred-section";
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { Header, type HeaderProps } from "../components/header";
import { TestModeStrip } from "../components/test-mode-strip";
import { shopFrom } from "../shop-details";

// Links and addresses only: the browser keeps the server's HTML and loads no code for it (decision 017).
const Footer = deferredSection(() => import("../components/footer").then((module) => module.Footer), {
  hydrate: "never",
  // Laid out only when the shopper nears it (decision 036).
  className: "render-later",
});

/** Spec §2: no header on the sign-in and password-reset pages (compared case-insensitively). */
const BARE_PATHS = new Set(["/loginsignup", "/forgotpassword"]);

export function SiteChrome({
  data,
  children,
}: {
  /** `testMode`: the payment sandbox is on (GET /api/checkout/payment/config); `shop`: GET /api/shop. */
  data: (HeaderProps & { testMode?: boolean; shop?: ShopProfile | null }) | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname.toLowerCase().replace(/\/+$/, ""));
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {data?.testMode ? <TestModeStrip /> : null}
      {/*
        Each boundary hydrates on its own, in short slices, after the rest of the page (decision 036): one
        long hydration task became several short ones. They stay mounted on every page, so a client-side
        navigation that waits for code keeps showing the old page rather than an empty fallback.
      */}
      <Suspense>
        {bare ? null : (
          <Header
            user={data?.user ?? null}
            section={data?.section ?? "Women"}
            categories={data?.categories ?? []}
            marquee={data?.marquee ?? null}
          />
        )}
      </Suspense>
      <main id="main">
        <Suspense>
          {children}
          <HydratedMark />
        </Suspense>
      </main>
      <Footer categories={data?.categories ?? []} shop={shopFrom(data?.shop)} />
      <RenderAllOnNavigation />
    </>
  );
}

/**
 * Marks `<html data-hydrated="true">` once the page's content has hydrated (its boundary hydrates after the
 * shell's): the scripts start after the first paint (lib/scripts-after-paint), and this tells tools and
 * the browser journeys that the page's buttons work now.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * Takes `data-render-later` off `<html>` (set by the head's script, lib/scripts-after-paint) once the shopper
 * navigates within the app: the sections it lets the browser skip have placeholder heights, and React Router
 * restores a page's scroll position (Back) or scrolls to an anchor as the new page commits. A layout effect,
 * ahead of `<ScrollRestoration>`'s, which comes after this in the document.
 */
function RenderAllOnNavigation() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const firstKey = useRef(key);
  const navigating = navigation.state !== "idle" || key !== firstKey.current;
  useLayoutEffect(() => {
    if (navigating) document.documentElement.removeAttribute("data-render-later");
  }, [navigating]);
  return null;
}
