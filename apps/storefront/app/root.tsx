import "./lib/load-context";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { getCurrentUser } from "./features/account/api";
import { getShopperLists } from "./features/cart/api";
import { listCategoriesByTag } from "./features/catalog/api";
import { getPaymentConfig } from "./features/checkout/api";
import { getHeaderMarquee, getShopProfile } from "./features/layout/api";
import { SiteChrome } from "./features/layout/templates/site-chrome";
import { NotFoundSection } from "./features/pages/templates/not-found-section";
import { hasSession, settle } from "./lib/loader-helpers";
import { sectionFromRequest } from "./lib/section";
import { ToastProvider } from "./lib/toast";

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%237a1f3d'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' fill='%23e9d9b0' text-anchor='middle'%3ER%3C/text%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: FAVICON, type: "image/svg+xml" }];

/** Header data for every page. A failing call only leaves its part out (spec §8: network errors are logged). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionFromRequest(request);
  const session = hasSession(request);
  const [user, categories, marquee, lists, payments, shop] = await Promise.all([
    session ? settle("account/me", getCurrentUser(context.api), null) : null,
    settle(`categories/all/${section}`, listCategoriesByTag(context.api, section), []),
    settle("marque", getHeaderMarquee(context.api), null),
    // The header counts and the cart page render from these; the browser's cart store starts from them.
    session ? settle("items/cart and items/wishlist", getShopperLists(context.api), null) : null,
    // Kept a minute by getPaymentConfig: it only changes with a restart.
    settle("checkout/payment/config", getPaymentConfig(context.api), null),
    // The footer, contact details and chat links: useShop() reads it (the defaults when it failed).
    settle("shop", getShopProfile(context.api), null),
  ]);
  return {
    user,
    section,
    categories,
    marquee,
    lists: user ? lists : null,
    testMode: payments?.sandbox === true,
    shop,
  };
}

/** Switching sign-in panels only changes the query string: no need to reload the header. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const chrome = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f3d" />
        {/* With a precedence React puts the stylesheet first in the head, ahead of the LCP image's preload. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-ivory text-ink antialiased">
        <ToastProvider>
          <SiteChrome data={chrome ?? null}>{children}</SiteChrome>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundSection />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="eyebrow">Something went wrong</p>
      <h1 className="mt-3 text-3xl text-maroon">We could not show this page</h1>
      <p className="mt-4 text-muted">
        Please try again in a moment. If it keeps happening, write to us and we will help.
      </p>
      <a href="/" className="btn-primary mt-8">
        Back to the boutique
      </a>
      {detail ? <pre className="mt-8 overflow-x-auto text-left text-xs text-muted">{detail}</pre> : null}
    </section>
  );
}
