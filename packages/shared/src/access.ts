/** Who may do what: one table for the API guard, the back-office guard and the menu. */
export const ROLES = ["admin", "Editor", "Employee", "user"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["admin", "Editor", "Employee"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const POLICIES = {
  /** Anyone, signed in or not. */
  public: null,
  /** Any signed-in account: customers and staff. */
  user: ["admin", "Editor", "Employee", "user"],
  /** Every staff member. */
  staff: ["admin", "Editor", "Employee"],
  /** Products, categories and inventory. */
  catalog: ["admin", "Editor"],
  /** Home content and size customization. */
  content: ["admin", "Employee"],
  /** Orders, users, testimonials, coupons, customers. */
  admin: ["admin"],
} as const satisfies Record<string, readonly Role[] | null>;
export type Policy = keyof typeof POLICIES;

export function isAllowed(policy: Policy, role: Role | null | undefined): boolean {
  const allowed = POLICIES[policy] as readonly Role[] | null;
  if (allowed === null) return true;
  return role != null && allowed.includes(role);
}

export function isStaff(role: Role | null | undefined): role is StaffRole {
  return role === "admin" || role === "Editor" || role === "Employee";
}

/** Back-office screens, in menu order, with the role table of the back-office spec. */
export const ADMIN_SCREENS = [
  { path: "/admin/dashboard", label: "Dashboard", policy: "staff" },
  { path: "/admin/addProduct", label: "Add Product", policy: "catalog" },
  { path: "/admin/allProduct", label: "All Products", policy: "catalog" },
  { path: "/admin/updateInventory", label: "Inventory", policy: "catalog" },
  { path: "/admin/addCategory", label: "Add Category", policy: "catalog" },
  { path: "/admin/allCategory", label: "All Categories", policy: "catalog" },
  { path: "/admin/sizeCustomization", label: "Size Customization", policy: "content" },
  { path: "/admin/orders", label: "Orders", policy: "admin" },
  { path: "/admin/returns", label: "Returns", policy: "admin" },
  { path: "/admin/abandonedCheckouts", label: "Abandoned Checkouts", policy: "admin" },
  { path: "/admin/users", label: "Users", policy: "admin" },
  { path: "/admin/editHome", label: "Edit Home", policy: "content" },
  { path: "/admin/testimonials", label: "Testimonials", policy: "admin" },
  { path: "/admin/discountCopouns", label: "Coupons", policy: "admin" },
  { path: "/admin/shipping", label: "Shipping", policy: "admin" },
  { path: "/admin/invoicing", label: "Invoices & GST", policy: "admin" },
  { path: "/admin/customers", label: "Customers", policy: "admin" },
  { path: "/admin/inbox", label: "Inbox", policy: "staff" },
  { path: "/admin/reviews", label: "Reviews", policy: "catalog" },
] as const satisfies readonly { path: string; label: string; policy: Policy }[];

/** Screens reached from a list rather than the menu. */
export const ADMIN_HIDDEN_SCREENS = [
  { path: "/admin/updateProduct", policy: "catalog" },
  { path: "/admin/ordersDetail", policy: "admin" },
  { path: "/admin/ordersDetail/:id", policy: "admin" },
  { path: "/admin/ordersDetail/:id/print/:doc", policy: "admin" },
  { path: "/Adduser", policy: "admin" },
] as const satisfies readonly { path: string; policy: Policy }[];

/**
 * Who may read any customer's order (name, address, phone, email) through the API: exactly the roles the
 * order screens are for. Everyone else reads their own orders only.
 */
export const ORDER_READERS: Policy = ADMIN_HIDDEN_SCREENS.find(
  (screen) => screen.path === "/admin/ordersDetail/:id",
)!.policy;

/** The session cookie the API sets on sign-in; pages that see none skip the signed-in reads. */
export const TOKEN_COOKIE = "token";
