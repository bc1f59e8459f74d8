import { useConfirm } from "@admin/components/dialogs";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { TextField } from "@admin/components/ui/field";
import { type CodStep, useCodStep } from "@admin/hooks/api/order-admin";
import { formatDate, formatMoney } from "@admin/lib/format";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { LIFECYCLE_MESSAGES } from "@boutique/shared/schemas/order-lifecycle-words";
import { TriangleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";

const CONFIRMED_BY = {
  code: "the code from the message",
  link: "the link in the message",
  phone: "phone",
} as const;

const DONE: Record<CodStep["step"], string> = {
  confirm: "Order confirmed",
  collected: "Cash collected: the order is paid",
  cancel: "Order cancelled; the pieces are back in stock",
  returned: "Recorded as refused; the pieces are back in stock",
};

/**
 * Cash on delivery on the order page (issue 26 §1): who confirmed it and how, the customer's refused
 * parcels, and the staff steps the order's state allows: confirm by phone, cancel before dispatch, cash
 * collected, or refused on delivery (RTO) with its reason.
 */
export function CodPanel({ detail }: { detail: OrderDetailAnswer }) {
  const { order, cod } = detail;
  const toast = useToast();
  const confirm = useConfirm();
  const step = useCodStep(order.id);
  const [refusing, setRefusing] = useState(false);
  if (order.pay_type !== "COD" || !cod) return null;

  const run = (variables: CodStep) =>
    void step.mutateAsync(variables).then(
      () => {
        setRefusing(false);
        toast({ tone: "success", title: DONE[variables.step] });
      },
      (error: Error) =>
        toast({ tone: "error", title: LIFECYCLE_MESSAGES.somethingWentWrong, description: error.message }),
    );
  const ask = async (variables: CodStep, title: string, description: string, confirmLabel: string) => {
    if (await confirm({ title, description, confirmLabel, cancelLabel: "Not now", tone: "primary" }))
      run(variables);
  };

  const awaiting = order.status === "awaiting_confirmation";
  const toCollect = order.status === "awaiting_collection";
  const beforeDispatch = order.fulfilment === "pending" || order.fulfilment === "in_production";
  const cashDue = toCollect && (order.fulfilment === "shipped" || order.fulfilment === "delivered");
  const amount = formatMoney(order.totals.total);

  return (
    <div className="mt-4 space-y-3 border-t border-stone-200 pt-4 text-sm" data-testid="cod-panel">
      {cod.refused_parcels > 0 ? (
        <p
          className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-red-800"
          data-testid="refused-parcels"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          This customer has refused {cod.refused_parcels} cash-on-delivery{" "}
          {cod.refused_parcels === 1 ? "parcel" : "parcels"}.
        </p>
      ) : null}
      {awaiting ? (
        <p className="text-stone-700">
          Waiting for the customer to confirm
          {cod.confirm_by ? ` until ${formatDate(cod.confirm_by)}` : ""}. Not to be worked on before then.
        </p>
      ) : null}
      {cod.confirmed_at && cod.confirmed_by ? (
        <p className="text-stone-700" data-testid="cod-confirmed">
          Confirmed {formatDate(cod.confirmed_at)} by {CONFIRMED_BY[cod.confirmed_by]}
          {cod.confirmed_by_staff ? ` (${cod.confirmed_by_staff})` : ""}.
        </p>
      ) : null}
      {toCollect ? <p className="text-stone-700">{amount} to collect in cash on delivery.</p> : null}
      <div className="flex flex-wrap gap-2">
        {awaiting ? (
          <Button
            size="sm"
            pending={step.isPending && step.variables?.step === "confirm"}
            onClick={() =>
              ask(
                { step: "confirm" },
                `Confirm order ${order.order_number}?`,
                "Only when the customer confirmed it to you on the phone. It is recorded with your name.",
                "Confirmed by phone",
              )
            }
          >
            Confirmed by phone
          </Button>
        ) : null}
        {cashDue ? (
          <Button
            size="sm"
            pending={step.isPending && step.variables?.step === "collected"}
            onClick={() =>
              ask(
                { step: "collected" },
                `${amount} collected?`,
                "The courier collected the cash (or remitted it). The order becomes paid.",
                "Cash collected",
              )
            }
          >
            Cash collected
          </Button>
        ) : null}
        {toCollect && order.fulfilment === "shipped" ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRefusing((shown) => !shown)}
            aria-expanded={refusing}
          >
            Refused on delivery…
          </Button>
        ) : null}
        {(awaiting || toCollect) && beforeDispatch ? (
          <Button
            variant="danger"
            size="sm"
            pending={step.isPending && step.variables?.step === "cancel"}
            onClick={() =>
              ask(
                { step: "cancel" },
                `Cancel order ${order.order_number}?`,
                "Nothing was paid, so nothing is refunded: the pieces go back to stock and the customer is told.",
                "Cancel order",
              )
            }
          >
            Cancel order
          </Button>
        ) : null}
      </div>
      {refusing ? (
        <RefusedForm pending={step.isPending} onSubmit={(reason) => run({ step: "returned", reason })} />
      ) : null}
    </div>
  );
}

/** The parcel came back: why, in a few words (kept in the order's history). */
function RefusedForm({ pending, onSubmit }: { pending: boolean; onSubmit: (reason: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get("reason") ?? "").trim());
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border border-stone-200 p-3"
      aria-label="Refused on delivery"
    >
      <TextField
        label="Why did it come back?"
        name="reason"
        required
        maxLength={200}
        placeholder="Refused at the door"
      />
      <p className="text-xs text-stone-500">
        The pieces go back to stock and the invoice is cancelled by a credit note.
      </p>
      <Button type="submit" size="sm" pending={pending}>
        Record refused parcel
      </Button>
    </form>
  );
}
