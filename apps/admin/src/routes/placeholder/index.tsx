import { ComingSoon } from "@admin/components/states";
import { useCurrentScreen } from "@admin/lib/screens";

/** Stands in for a screen whose module has not landed yet (see SCREEN_MODULES in router.tsx). */
export function Component() {
  const screen = useCurrentScreen();
  return <ComingSoon title={screen?.title ?? "Back office"} />;
}
