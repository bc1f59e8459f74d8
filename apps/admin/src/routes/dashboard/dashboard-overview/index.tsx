import { PageHeader } from "@admin/components/page-header";
import { NoAccess } from "@admin/components/states";
import { displayName, useMe } from "@admin/hooks/api/auth";
import { useDashboardFigures, useRecentOrders } from "@admin/hooks/api/orders";
import { isAllowed } from "@boutique/shared/access";
import { FigureCards } from "./figure-cards";
import { RecentOrders } from "./recent-orders";

/** Spec §2: every staff role may open the dashboard, but only admin sees its content. */
export function Component() {
  const me = useMe();
  const isAdmin = isAllowed("admin", me.data?.role);
  const figures = useDashboardFigures({ enabled: isAdmin });
  const orders = useRecentOrders({ enabled: isAdmin });

  if (!isAdmin) {
    return <NoAccess>Use the menu to open the screens your role works with.</NoAccess>;
  }

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={me.data ? `Welcome back, ${displayName(me.data)}.` : undefined}
      />
      {figures.error ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          The figures could not be loaded: {figures.error.message}
        </p>
      ) : null}
      <FigureCards loading={figures.isPending} />
      <RecentOrders loading={orders.isPending} error={orders.error} onRetry={() => void orders.refetch()} />
    </>
  );
}
