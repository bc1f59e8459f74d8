import { deferredSection } from "@storefront/lib/deferred-section";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Header, type HeaderProps } from "../components/header";
import { TestModeStrip } from "../components/test-mode-strip";

// Links and addresses only: the browser keeps the server's HTML and loads no code for it (decision 017).
const Footer = deferredSection(() => import("../components/footer").then((module) => module.Footer), {
  hydrate: "never",
});

/** Spec §2: no header on the sign-in and password-reset pages (compared case-insensitively). */
const BARE_PATHS = new Set(["/loginsignup", "/forgotpassword"]);

export function SiteChrome({
  data,
  children,
}: {
  /** `testMode`: the payment sandbox is on (GET /api/checkout/payment/config). */
  data: (HeaderProps & { testMode?: boolean }) | null;
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
      {bare ? null : (
        <Header
          user={data?.user ?? null}
          section={data?.section ?? "Women"}
          categories={data?.categories ?? []}
          marquee={data?.marquee ?? null}
        />
      )}
      <main id="main">{children}</main>
      <Footer categories={data?.categories ?? []} />
    </>
  );
}
