import { AuthLayout } from "@admin/components/layout/auth-layout";
import { RootLayout, RouteErrorBoundary } from "@admin/components/layout/root-layout";
import { StaffLayout } from "@admin/components/layout/staff-layout";
import { FullPageLoading } from "@admin/components/states";
import { SCREENS, type ScreenHandle, type ScreenPath } from "@admin/lib/screens";
import { createBrowserRouter, type RouteObject } from "react-router";

type LazyModule = () => Promise<Pick<RouteObject, "Component" | "ErrorBoundary">>;

/**
 * Screens that exist, each its own chunk. A screen not listed here renders the shared placeholder
 * until its module lands; adding one is a line here.
 */
const SCREEN_MODULES: Partial<Record<ScreenPath, LazyModule>> = {
  "/admin/addCategory": () => import("@admin/routes/categories/category-edit"),
  "/admin/allCategory": () => import("@admin/routes/categories/category-list"),
  "/admin/dashboard": () => import("@admin/routes/dashboard/dashboard-overview"),
  "/admin/inbox": () => import("@admin/routes/inbox/inbox-list"),
  "/admin/reviews": () => import("@admin/routes/reviews/review-list"),
  "/admin/editHome": () => import("@admin/routes/home/edit-home"),
  "/admin/addProduct": () => import("@admin/routes/products/product-edit"),
  "/admin/allProduct": () => import("@admin/routes/products/product-list"),
  "/admin/updateProduct": () => import("@admin/routes/products/product-edit"),
  "/admin/updateInventory": () => import("@admin/routes/products/inventory"),
  "/admin/sizeCustomization": () => import("@admin/routes/size-customization"),
  "/admin/users": () => import("@admin/routes/users"),
  "/Adduser": () => import("@admin/routes/users"),
  "/admin/testimonials": () => import("@admin/routes/testimonials"),
  "/admin/discountCopouns": () => import("@admin/routes/coupons"),
  "/admin/shipping": () => import("@admin/routes/shipping"),
  "/admin/invoicing": () => import("@admin/routes/invoicing"),
  "/admin/customers": () => import("@admin/routes/customers"),
  "/admin/orders": () => import("@admin/routes/orders/order-list"),
  "/admin/returns": () => import("@admin/routes/returns"),
  "/admin/abandonedCheckouts": () => import("@admin/routes/abandoned-checkouts"),
  "/admin/ordersDetail": () => import("@admin/routes/orders/order-detail"),
  "/admin/ordersDetail/:id": () => import("@admin/routes/orders/order-detail"),
  "/admin/ordersDetail/:id/print/:doc": () => import("@admin/routes/orders/order-print"),
};

const placeholder: LazyModule = () => import("@admin/routes/placeholder");

function screenRoute(screen: (typeof SCREENS)[number]): RouteObject {
  return {
    path: screen.path,
    handle: { title: screen.title, policy: screen.policy } satisfies ScreenHandle,
    lazy: SCREEN_MODULES[screen.path] ?? placeholder,
  };
}

/** Paths match case-insensitively (React Router's default): /Admin/AllProduct is /admin/allProduct. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageLoading,
    children: [
      {
        Component: AuthLayout,
        children: [
          {
            path: "/admin",
            handle: { title: "Sign in", policy: "public" } satisfies ScreenHandle,
            lazy: () => import("@admin/routes/auth/login"),
          },
          {
            path: "/ForgotPass",
            handle: { title: "Forgot password", policy: "public" } satisfies ScreenHandle,
            lazy: () => import("@admin/routes/auth/forgot-password"),
          },
        ],
      },
      {
        Component: StaffLayout,
        children: [
          ...SCREENS.map(screenRoute),
          {
            path: "*",
            handle: { title: "Page not found", policy: "staff" } satisfies ScreenHandle,
            lazy: () => import("@admin/routes/not-found"),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
