import { ADMIN_HIDDEN_SCREENS, ADMIN_SCREENS, type Policy } from "@boutique/shared/access";
import { type UIMatch, useMatches } from "react-router";

/** What every route tells the shell: the title for the tab and who may open it. */
export type ScreenHandle = { title: string; policy: Policy };

type HiddenPath = (typeof ADMIN_HIDDEN_SCREENS)[number]["path"];
const HIDDEN_TITLES: Record<HiddenPath, string> = {
  "/admin/updateProduct": "Edit Product",
  "/admin/ordersDetail": "Order Details",
  "/admin/ordersDetail/:id": "Order Details",
  "/admin/ordersDetail/:id/print/:doc": "Print",
  "/Adduser": "Add User",
};

export type ScreenPath = (typeof ADMIN_SCREENS)[number]["path"] | HiddenPath;

/** Every signed-in screen: the menu's, then those reached from a list. The role table lives in shared/access. */
export const SCREENS: readonly { path: ScreenPath; title: string; policy: Policy; inMenu: boolean }[] = [
  ...ADMIN_SCREENS.map((screen) => ({
    path: screen.path,
    title: screen.label,
    policy: screen.policy,
    inMenu: true,
  })),
  ...ADMIN_HIDDEN_SCREENS.map((screen) => ({
    path: screen.path,
    title: HIDDEN_TITLES[screen.path],
    policy: screen.policy,
    inMenu: false,
  })),
];

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === "object" && handle !== null && "policy" in handle && "title" in handle;
}

/** The deepest matched route's handle: the screen being shown. */
export function useCurrentScreen(): ScreenHandle | undefined {
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle;
    if (isScreenHandle(handle)) return handle;
  }
  return undefined;
}
