import type { PieceApproval } from "@boutique/shared/schemas/approval";
import { APPROVAL_NOTE_MAX } from "@boutique/shared/schemas/approval-words";
import { FormMessage } from "@storefront/features/auth/components/field";
import { indiaDateTime } from "@storefront/features/checkout/format";
import { imageUrl } from "@storefront/lib/images";
import Camera from "lucide-react/icons/camera";
import { useId } from "react";
import { Form, useNavigation } from "react-router";

export type ApprovalResult = { intent: "approval"; lineId: number; ok: boolean; message: string };

const STATE_WORDS: Record<PieceApproval["state"], string> = {
  awaiting: "Waiting for your answer",
  approved: "Approved",
  changes_requested: "Change asked for",
};

const WAY_WORDS: Record<NonNullable<PieceApproval["approved_by"]>, string> = {
  customer: "by you",
  phone: "on the phone with us",
  no_answer: "as we had no answer in time",
};

/**
 * A finished made-to-measure piece's photos and the customer's answer (issue 27 §4): approve it, or ask
 * for a change with a note. Plain forms: they work before any script and post to the order's page.
 */
export function PieceApprovalCard({
  approval,
  name,
  result,
}: {
  approval: PieceApproval;
  name: string;
  result?: ApprovalResult;
}) {
  const noteId = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("line_id") === String(approval.line_id);
  const awaiting = approval.state === "awaiting";
  return (
    <section
      aria-label={`Approve ${name}`}
      className={`border bg-white p-5 sm:p-6 ${awaiting ? "border-gold" : "border-line"}`}
      data-testid="piece-approval"
    >
      <h2 className="flex items-center gap-2 font-display text-xl text-maroon">
        <Camera aria-hidden className="h-5 w-5 text-gold-deep" />
        {awaiting ? `Your ${name} is ready: please approve it` : name}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="approval-state">
        {STATE_WORDS[approval.state]}
        {approval.state === "approved" && approval.approved_by ? ` ${WAY_WORDS[approval.approved_by]}` : ""}
        {approval.round > 1 ? ` · photos round ${approval.round}` : ""}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {approval.photos.map((photo, index) => (
          <li key={photo}>
            <a href={imageUrl(photo, 1280)} target="_blank" rel="noopener noreferrer">
              <img
                src={imageUrl(photo, 640)}
                alt={`${name}, finished (${index + 1} of ${approval.photos.length})`}
                loading="lazy"
                className="aspect-[3/4] w-full border border-line object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {approval.video ? (
        <video controls preload="metadata" className="mt-3 w-full max-w-md border border-line">
          <source src={imageUrl(approval.video)} />
          <track kind="captions" />
        </video>
      ) : null}
      {approval.state === "changes_requested" ? (
        <p className="mt-3 text-sm text-ink">
          You asked: <q>{approval.note}</q> We will send new photos once it is done.
        </p>
      ) : null}
      {awaiting ? (
        <>
          <p className="mt-4 text-sm text-ink">
            Please answer by <strong>{indiaDateTime(approval.answer_by)}</strong>. If we do not hear from you,
            we take it as approved and pack it for you.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="approval" />
            <input type="hidden" name="line_id" value={approval.line_id} />
            <input type="hidden" name="decision" value="approve" />
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
              Approve this piece
            </button>
          </Form>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-maroon underline underline-offset-4">
              Ask for a change
            </summary>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="approval" />
              <input type="hidden" name="line_id" value={approval.line_id} />
              <input type="hidden" name="decision" value="change" />
              <label htmlFor={noteId} className="field-label">
                What should we change?
              </label>
              <textarea
                id={noteId}
                name="note"
                required
                maxLength={APPROVAL_NOTE_MAX}
                rows={3}
                className="field-input"
                placeholder="For example: the sleeves an inch shorter"
              />
              <button type="submit" className="btn-outline mt-3 w-full sm:w-auto" disabled={busy}>
                Send the change
              </button>
            </Form>
          </details>
        </>
      ) : null}
      {result ? (
        <div className="mt-4">
          <FormMessage message={result.message} tone={result.ok ? "success" : "error"} />
        </div>
      ) : null}
    </section>
  );
}
