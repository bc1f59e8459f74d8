import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { type InboxItem, useUpdateInboxItem } from "@admin/hooks/api/inbox";
import { cn } from "@admin/lib/cn";
import { formatDate } from "@admin/lib/format";
import { INBOX_ANSWER_MAX } from "@boutique/shared/schemas/inbox";
import { Check, ExternalLink, Mail, MessageSquareReply, Phone, RotateCcw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

const KIND_LABELS: Record<InboxItem["kind"], string> = {
  product: "Product question",
  contact: "Contact question",
  phone: "Phone enquiry",
};

const time = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit" });

/** One question or call-back number with what staff can do about it. */
export function InboxEntry({ item }: { item: InboxItem }) {
  const update = useUpdateInboxItem();
  const toast = useToast();
  const [answering, setAnswering] = useState(false);
  const headingId = useId();
  const answered = item.state === "answered";

  // The promise, not mutate's own callbacks: the entry leaves the list once the list reloads, and callbacks
  // of an unmounted mutate are dropped (the confirmation went missing whenever the reload came first).
  const setState = (state: InboxItem["state"], answer?: string) =>
    update.mutateAsync({ kind: item.kind, id: item.id, state, answer }).then(
      () => {
        setAnswering(false);
        toast({
          tone: "success",
          title:
            answer !== undefined
              ? "Answer saved and mailed"
              : state === "answered"
                ? "Marked as answered"
                : "Marked as new",
        });
      },
      (error: Error) => toast({ tone: "error", title: "Could not update", description: error.message }),
    );

  const created = new Date(item.created);
  return (
    <li aria-labelledby={headingId} className={cn("px-5 py-4", !answered && "bg-brand-50/40")}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* A 16rem basis: on a phone the buttons wrap below the text instead of squeezing it to a word a line. */}
        <div className="min-w-0 flex-[1_1_16rem]">
          <p className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
            <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700">
              {KIND_LABELS[item.kind]}
            </span>
            <span
              className={cn(
                "rounded-full px-2 py-0.5 font-medium ring-1 ring-inset",
                answered
                  ? "bg-emerald-50 text-emerald-800 ring-emerald-600/20"
                  : "bg-amber-50 text-amber-800 ring-amber-600/25",
              )}
            >
              {answered ? "Answered" : "New"}
            </span>
            <time dateTime={item.created}>
              {formatDate(created)}, {time.format(created)}
            </time>
          </p>
          <h2 id={headingId} className="mt-2 text-sm font-semibold text-stone-900">
            {item.kind === "phone" ? (
              <a
                href={`tel:${item.mobile}`}
                className="inline-flex items-center gap-1.5 hover:underline focus-ring"
              >
                <Phone aria-hidden className="size-4 text-stone-500" />
                Call back {item.mobile}
              </a>
            ) : (
              <>
                {item.name}{" "}
                <a
                  href={`mailto:${item.email}`}
                  className="inline-flex max-w-full items-center gap-1 font-normal text-brand-700 hover:underline focus-ring"
                >
                  <Mail aria-hidden className="size-3.5 shrink-0" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{item.email}</span>
                </a>
              </>
            )}
          </h2>
          {item.product ? (
            <p className="mt-1 text-sm text-stone-600">
              About{" "}
              <a
                href={`/singleproduct/${encodeURIComponent(item.product.name)}/p/${item.product.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline focus-ring"
              >
                {item.product.name}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens the product page in a new tab)</span>
              </a>
            </p>
          ) : null}
          {item.question ? (
            <p className="mt-2 max-w-3xl text-sm whitespace-pre-line text-stone-800">{item.question}</p>
          ) : null}
          {item.answer ? (
            <p className="mt-2 max-w-3xl border-l-2 border-emerald-600 pl-3 text-sm whitespace-pre-line text-stone-700">
              <span className="font-medium text-stone-900">Answer: </span>
              {item.answer}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {item.kind === "product" && !answering ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<MessageSquareReply aria-hidden className="size-4" />}
              onClick={() => setAnswering(true)}
            >
              {item.answer ? "Edit answer" : "Answer"}
            </Button>
          ) : null}
          <Button
            variant={answered ? "ghost" : "primary"}
            size="sm"
            pending={update.isPending && !answering}
            icon={
              answered ? (
                <RotateCcw aria-hidden className="size-4" />
              ) : (
                <Check aria-hidden className="size-4" />
              )
            }
            onClick={() => setState(answered ? "new" : "answered")}
          >
            {answered ? "Mark as new" : "Mark answered"}
          </Button>
        </div>
      </div>
      {answering ? (
        <AnswerForm
          initial={item.answer ?? ""}
          pending={update.isPending}
          onCancel={() => setAnswering(false)}
          onSend={(answer) => setState("answered", answer)}
        />
      ) : null}
    </li>
  );
}

function AnswerForm({
  initial,
  pending,
  onCancel,
  onSend,
}: {
  initial: string;
  pending: boolean;
  onCancel: () => void;
  onSend: (answer: string) => void;
}) {
  const [answer, setAnswer] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError("Please write an answer.");
      return;
    }
    onSend(answer.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 max-w-3xl space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Answer (mailed to the shopper)
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={INBOX_ANSWER_MAX}
        value={answer}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setAnswer(event.currentTarget.value);
          setError(undefined);
        }}
        className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus-ring"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={pending}>
          Send answer
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
