import type { CurrentUser } from "@storefront/features/account/api";
import { clearBrowserCopies } from "@storefront/features/cart/cart-store";
import { loginHref } from "@storefront/lib/safe-redirect";
import ChevronDown from "lucide-react/icons/chevron-down";
import LogOut from "lucide-react/icons/log-out";
import UserRound from "lucide-react/icons/user-round";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";

/** Signed out: a link to sign in. Signed in: the first name, opening a small menu (a <details>, so no JS needed). */
export function AccountMenu({ user }: { user: CurrentUser | null }) {
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);

  // Close the menu when the page changes or a click lands elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const menu = menuRef.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!user) {
    return (
      // Come back to this page after signing in.
      <Link
        to={loginHref(location.pathname === "/" ? undefined : location.pathname + location.search)}
        className="flex items-center gap-1.5 p-2 text-sm text-ink hover:text-maroon"
      >
        <UserRound size={20} aria-hidden />
        <span className="sr-only sm:not-sr-only">Sign in</span>
      </Link>
    );
  }
  const firstName = user.firstName || "Account";
  return (
    <details ref={menuRef} className="relative">
      <summary className="flex cursor-pointer items-center gap-1.5 p-2 text-sm text-ink hover:text-maroon">
        <UserRound size={20} aria-hidden />
        <span className="sr-only sm:not-sr-only">Hi, {firstName}</span>
        <ChevronDown size={14} aria-hidden className="hidden sm:block" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-56 border border-line bg-white py-2 shadow-xl">
        <p className="truncate px-4 pb-2 text-xs text-muted">{user.email}</p>
        <Link to="/UserAccount" className="block px-4 py-2 text-sm hover:bg-ivory-deep">
          My account
        </Link>
        <Link to="/Wishlist" className="block px-4 py-2 text-sm hover:bg-ivory-deep">
          My wishlist
        </Link>
        {/* Spec §4: logout clears the browser's cart, wishlist and shipping copies. */}
        <Form
          method="post"
          action="/logout"
          onSubmit={clearBrowserCopies}
          className="border-t border-line pt-1"
        >
          <button
            type="submit"
            className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-maroon hover:bg-ivory-deep"
          >
            <LogOut size={16} aria-hidden />
            Sign out
          </button>
        </Form>
      </div>
    </details>
  );
}
