import { FormMessage } from "@storefront/features/auth/components/field";
import BellOff from "lucide-react/icons/bell-off";
import CircleCheck from "lucide-react/icons/circle-check";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { RecoverData, UnsubscribeData, UnsubscribeResult } from "../recovery.server";

/** A page with one thing to say and at most one thing to do: a link from a message lands here. */
function NoticeCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="border border-line bg-white p-6 text-center sm:p-8">
        {icon}
        <h1 className="mt-4 text-3xl text-maroon">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A reminder's link that no longer opens the checkout: why, and where to go instead. */
export function RecoverProblemTemplate({ data }: { data: RecoverData }) {
  return (
    <NoticeCard
      icon={<ShoppingBag aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />}
      title={data.ordered ? "Already taken care of" : "This link does not open a checkout"}
    >
      <div className="mt-5 text-left">
        <FormMessage message={data.problem} tone={data.ordered ? "success" : "error"} />
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/Cart" className="btn-primary">
          Go to my cart
        </Link>
        <Link to="/UserAccount?tab=orders" className="btn-outline">
          My orders
        </Link>
      </div>
    </NoticeCard>
  );
}

/** The way out of reminders: the address they go to (partly hidden) and one button; no sign-in. */
export function UnsubscribeTemplate({ data, result }: { data: UnsubscribeData; result?: UnsubscribeResult }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const done = result?.ok === true || data.info?.unsubscribed === true;
  return (
    <NoticeCard
      icon={
        done ? (
          <CircleCheck aria-hidden className="mx-auto h-10 w-10 text-emerald-700" />
        ) : (
          <BellOff aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
        )
      }
      title={done ? "Reminders are off" : "Stop checkout reminders?"}
    >
      {data.info && !done ? (
        <p className="mt-3 text-ink">
          We send <span className="font-semibold">{data.info.email}</span> a reminder when a checkout is left
          unpaid, at most twice. Your orders' own emails do not change.
        </p>
      ) : null}
      <div className="mt-5 text-left">
        {result ? <FormMessage message={result.message} tone={result.ok ? "success" : "error"} /> : null}
        {!result && data.problem ? <FormMessage message={data.problem} /> : null}
        {!result && done ? (
          <FormMessage message="You will not get reminders of checkouts you leave." tone="success" />
        ) : null}
      </div>
      {data.info && !done ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? "Stopping…" : "Stop reminders"}
          </button>
        </Form>
      ) : (
        <p className="mt-6 text-sm text-muted">
          Changed your mind? Turn them back on under{" "}
          <Link to="/UserAccount?tab=privacy" className="text-maroon underline">
            My Account → Privacy &amp; data
          </Link>
          .
        </p>
      )}
    </NoticeCard>
  );
}
