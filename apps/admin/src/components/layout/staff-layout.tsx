import { authKeys, displayName, type SessionUser, useMe } from "@admin/hooks/api/auth";
import { api } from "@admin/lib/api";
import { useCurrentScreen } from "@admin/lib/screens";
import { isAllowed, isStaff } from "@boutique/shared/access";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { ErrorState, FullPageLoading, NoAccess } from "../states";
import { BrandMark } from "./brand";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";

export const NOT_STAFF_NOTICE =
  "This account cannot use the back office. Please sign in with a staff account.";

/**
 * The staff guard of spec §6 around every signed-in screen: signed-out visitors go to the login page,
 * customers are signed out and sent there too, and a role outside a screen's policy sees the refusal.
 */
export function StaffLayout() {
  const me = useMe();
  const screen = useCurrentScreen();

  if (me.isPending) return <FullPageLoading />;
  if (me.isError) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
        <div className="panel w-full max-w-lg">
          <ErrorState
            title="Could not check your session"
            message={me.error.message}
            onRetry={() => void me.refetch()}
          />
        </div>
      </main>
    );
  }
  if (!me.data) return <Navigate to="/admin" replace />;
  if (!isStaff(me.data.role)) return <SignOutCustomer />;

  const allowed = screen ? isAllowed(screen.policy, me.data.role) : true;
  return <Shell user={me.data}>{allowed ? <Outlet /> : <NoAccess />}</Shell>;
}

/** A customer's session is ended before the login page is shown, with a word about why. */
function SignOutCustomer() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; one sign-out is enough.
    if (started.current) return;
    started.current = true;
    void (async () => {
      let notice = NOT_STAFF_NOTICE;
      try {
        await api.post("/api/logout");
      } catch (error) {
        notice = `${NOT_STAFF_NOTICE} (${error instanceof Error ? error.message : String(error)})`;
      }
      // Leave first, forget the session after: forgetting it while still here would make this guard
      // redirect again without the notice.
      await navigate("/admin", { replace: true, state: { notice } });
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.me(), null);
    })();
  }, [navigate, queryClient]);

  return <FullPageLoading />;
}

function Shell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A link followed from the drawer closes it; so does any other navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[15rem_1fr] print:block print:bg-white">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh print:hidden flex-col border-r border-stone-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-stone-200 px-5">
          <BrandMark />
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <SideMenu role={user.role} />
        </div>
      </aside>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40 lg:hidden" />
          <Dialog.Content className="drawer fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden">
            <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4">
              <BrandMark />
              <Dialog.Close
                aria-label="Close menu"
                className="flex size-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-ring"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Back-office screens you can open</Dialog.Description>
            <div className="flex-1 overflow-y-auto p-3">
              <SideMenu role={user.role} onNavigate={() => setMenuOpen(false)} />
            </div>
            <div className="border-t border-stone-200 px-5 py-3 text-sm">
              <p className="font-medium text-stone-900">{displayName(user)}</p>
              <p className="text-xs text-stone-500">{user.role}</p>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-col">
        <TopBar user={user} onOpenMenu={() => setMenuOpen(true)} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
