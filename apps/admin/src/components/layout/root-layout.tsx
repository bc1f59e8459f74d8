import { useCurrentScreen } from "@admin/lib/screens";
import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, ScrollRestoration, useNavigation, useRouteError } from "react-router";
import { ErrorState } from "../states";

const APP_NAME = "Rangrez Boutique back office";

export function RootLayout() {
  const screen = useCurrentScreen();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = screen ? `${screen.title} · ${APP_NAME}` : APP_NAME;
  }, [screen]);

  return (
    <>
      {/* A screen's code arrives on first visit; a thin bar says something is happening meanwhile. */}
      {navigation.state === "loading" ? (
        <div role="progressbar" aria-label="Loading page" className="route-progress" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Last resort for a route that failed to load (a stale chunk after a deploy) or threw while rendering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "An unexpected error occurred.";
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
      <div className="panel w-full max-w-lg">
        <ErrorState
          title="This page could not be shown"
          message={`${message} Reloading usually fixes it.`}
          onRetry={() => window.location.reload()}
        />
      </div>
    </main>
  );
}
