import { cn } from "@admin/lib/cn";
import { SCREENS, type ScreenPath } from "@admin/lib/screens";
import { isAllowed, type Role } from "@boutique/shared/access";
import {
  Boxes,
  Contact,
  FolderPlus,
  FolderTree,
  House,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Package,
  PackagePlus,
  ReceiptText,
  RotateCcw,
  Ruler,
  ShoppingBag,
  Star,
  TicketPercent,
  Truck,
  Users,
} from "lucide-react";
import { NavLink } from "react-router";

const ICONS: Partial<Record<ScreenPath, LucideIcon>> = {
  "/admin/dashboard": LayoutDashboard,
  "/admin/addProduct": PackagePlus,
  "/admin/allProduct": Package,
  "/admin/updateInventory": Boxes,
  "/admin/addCategory": FolderPlus,
  "/admin/allCategory": FolderTree,
  "/admin/sizeCustomization": Ruler,
  "/admin/orders": ShoppingBag,
  "/admin/users": Users,
  "/admin/editHome": House,
  "/admin/testimonials": MessageSquareQuote,
  "/admin/discountCopouns": TicketPercent,
  "/admin/shipping": Truck,
  "/admin/invoicing": ReceiptText,
  "/admin/returns": RotateCcw,
  "/admin/customers": Contact,
  "/admin/inbox": Inbox,
  "/admin/reviews": Star,
};

/** The menu shows exactly the screens the signed-in role may open (shared/access decides). */
export function menuFor(role: Role) {
  return SCREENS.filter((screen) => screen.inMenu && isAllowed(screen.policy, role));
}

export function SideMenu({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  return (
    <nav aria-label="Back office">
      <ul className="space-y-0.5">
        {menuFor(role).map((screen) => {
          const Icon = ICONS[screen.path] ?? LayoutDashboard;
          return (
            <li key={screen.path}>
              <NavLink
                to={screen.path}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors focus-ring",
                    isActive
                      ? "bg-brand-50 font-semibold text-brand-800"
                      : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden
                      className={cn("size-4 shrink-0", isActive ? "text-brand-700" : "text-stone-500")}
                    />
                    {screen.title}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
