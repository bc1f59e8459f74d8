import { FormMessage } from "@storefront/features/auth/components/field";
import CircleCheck from "lucide-react/icons/circle-check";
import PackageCheck from "lucide-react/icons/package-check";
import { Form, Link, useNavigation } from "react-router";
import type { CodLinkData, CodLinkResult } from "../cod.server";
import { rupees } from "../format";

/** The confirm link's page: the order number and total, and one button. Nothing else of the account. */
export function CodLinkTemplate({ data, result }: { data: CodLinkData; result?: CodLinkResult }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const done = result?.ok === true || (data.order !== null && data.order.status === "awaiting_collection");
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="border border-line bg-white p-6 text-center sm:p-8">
        {done ? (
          <CircleCheck aria-hidden className="mx-auto h-10 w-10 text-emerald-700" />
        ) : (
          <PackageCheck aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
        )}
        <h1 className="mt-4 text-3xl text-maroon">
          {done ? "Your order is confirmed" : "Confirm your order"}
        </h1>
        {data.order ? (
          <p className="mt-3 text-ink">
            Order <span className="font-semibold">{data.order.order_number}</span>, {rupees(data.order.total)}{" "}
            to pay in cash on delivery.
          </p>
        ) : null}
        <div className="mt-5 text-left">
          {result ? <FormMessage message={result.message} tone={result.ok ? "success" : "error"} /> : null}
          {!result && data.problem ? <FormMessage message={data.problem} /> : null}
          {!result && data.order && !data.order.awaiting && !done ? (
            <FormMessage message="This order is no longer waiting for confirmation." />
          ) : null}
        </div>
        {data.order?.awaiting && !done ? (
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={data.token} />
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
              {sending ? "Confirming…" : "Confirm my order"}
            </button>
            <p className="mt-3 text-xs text-muted">
              Pressing the button tells us you want the order; pay in cash when it arrives.
            </p>
          </Form>
        ) : (
          <Link to="/" className="btn-outline mt-6 inline-flex">
            Continue Shopping
          </Link>
        )}
      </div>
    </div>
  );
}
