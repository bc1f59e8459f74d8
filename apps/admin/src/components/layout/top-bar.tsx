import { displayName, type SessionUser, useLogout } from "@admin/hooks/api/auth";
import { LogOut, Menu } from "lucide-react";
import { useToast } from "../toaster";
import { Button } from "../ui/button";
import { BrandMark } from "./brand";
import { NewOrdersIndicator } from "./new-orders";
import { NotificationBell } from "./notification-bell";

export function TopBar({ user, onOpenMenu }: { user: SessionUser; onOpenMenu: () => void }) {
  const logout = useLogout();
  const toast = useToast();
  const name = displayName(user);

  return (
    <header className="sticky top-0 z-30 flex h-16 print:hidden items-center gap-3 border-b border-stone-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className="-ml-1 flex size-9 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 focus-ring lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <BrandMark className="lg:hidden max-sm:[&>span:last-child]:hidden" />
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        {user.role === "admin" ? <NewOrdersIndicator /> : null}
        <NotificationBell />
        <div className="hidden items-center gap-2 sm:flex">
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-stone-200 text-xs font-semibold text-stone-700"
          >
            {initials(name)}
          </span>
          <span className="leading-tight">
            <span
              className="block max-w-48 truncate text-sm font-medium text-stone-900"
              data-testid="staff-name"
            >
              {name}
            </span>
            <span className="block text-xs text-stone-500">{user.role}</span>
          </span>
        </div>
        <Button
          variant="secondary"
          size="sm"
          pending={logout.isPending}
          icon={<LogOut aria-hidden className="size-4" />}
          onClick={() =>
            logout.mutate(undefined, {
              onError: (error) =>
                toast({ tone: "error", title: "Could not log out", description: error.message }),
            })
          }
        >
          Logout
        </Button>
      </div>
    </header>
  );
}

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return (parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "");
}
