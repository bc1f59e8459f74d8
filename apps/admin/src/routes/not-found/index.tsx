import { EmptyState } from "@admin/components/states";
import { Link } from "react-router";

export function Component() {
  return (
    <section className="panel">
      <EmptyState title="Page not found" titleAs="h1">
        <p>This back-office address does not exist.</p>
        <Link
          to="/admin/dashboard"
          className="mt-3 inline-block rounded-sm font-medium text-brand-700 hover:underline focus-ring"
        >
          Go to the dashboard
        </Link>
      </EmptyState>
    </section>
  );
}
