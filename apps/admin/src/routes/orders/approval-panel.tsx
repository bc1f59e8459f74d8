import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { useApprovalStep } from "@admin/hooks/api/order-admin";
import { imageSrc } from "@admin/lib/images";
import type { PieceApproval } from "@boutique/shared/schemas/approval";
import { APPROVAL_PHOTOS_MAX } from "@boutique/shared/schemas/approval-words";
import type { OrderLine } from "@boutique/shared/schemas/checkout";
import {
  TAILORING_LABELS,
  TAILORING_STAGES,
  type TailoringStage,
} from "@boutique/shared/schemas/order-lifecycle-words";
import { Camera } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

const STATE_WORDS: Record<PieceApproval["state"], string> = {
  awaiting: "Waiting for the customer",
  approved: "Approved",
  changes_requested: "Change asked for",
};
const WAY_WORDS: Record<NonNullable<PieceApproval["approved_by"]>, string> = {
  customer: "by the customer",
  phone: "on the phone",
  no_answer: "no answer in time",
};
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

/**
 * Approval before dispatch (issue 27 §4) for one made-to-measure piece: at its last stage staff send photos
 * (and a short video) of the finished piece; they see the customer's answer, record an approval heard on
 * the phone, or send a piece the customer asked to change back to a stage.
 */
export function ApprovalPanel({
  orderId,
  line,
  approval,
  inProduction,
}: {
  orderId: number;
  line: OrderLine;
  approval: PieceApproval | null;
  inProduction: boolean;
}) {
  const step = useApprovalStep(orderId);
  const toast = useToast();
  const photosId = useId();
  const videoId = useId();
  const stageId = useId();
  const [back, setBack] = useState<TailoringStage>("stitching");
  const finished = line.tailoring_stage === TAILORING_STAGES[TAILORING_STAGES.length - 1];
  if (!approval && !(finished && inProduction)) return null;

  const done = (message: string) => toast({ tone: "success", title: message });
  const failed = (error: Error) => toast({ tone: "error", title: "Not saved", description: error.message });
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!(form.get("video") instanceof File) || (form.get("video") as File).size === 0) form.delete("video");
    step.mutate(
      { step: "send", lineId: line.id, form },
      { onSuccess: (answer) => done(answer.message), onError: failed },
    );
  };
  const canSend = inProduction && finished && approval?.state !== "approved";

  return (
    <section
      aria-label={`Approval of ${line.name}`}
      className="mt-4 rounded-md border border-stone-200 p-3"
      data-testid="approval-panel"
    >
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-stone-700 uppercase">
        <Camera aria-hidden className="size-3.5" /> Approval before dispatch
      </h3>
      {approval ? (
        <>
          <p className="mt-2 text-sm text-stone-900" data-testid="approval-state">
            {STATE_WORDS[approval.state]}
            {approval.state === "approved" && approval.approved_by
              ? ` (${WAY_WORDS[approval.approved_by]})`
              : ""}
            {approval.state === "awaiting" ? ` · answer by ${dateTime(approval.answer_by)}` : ""}
            {approval.round > 1 ? ` · round ${approval.round}` : ""}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {approval.photos.map((photo) => (
              <li key={photo}>
                <img
                  src={imageSrc(photo, 160)}
                  alt={`${line.name}, finished`}
                  width={60}
                  height={80}
                  className="h-20 w-[60px] rounded bg-stone-100 object-cover"
                />
              </li>
            ))}
          </ul>
          {approval.state === "changes_requested" ? (
            <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950 [overflow-wrap:anywhere]">
              <span className="font-semibold">The customer asks: </span>
              {approval.note}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          Finished: send photos of the piece for the customer to approve before it is packed.
        </p>
      )}
      {inProduction && approval && approval.state !== "approved" ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            pending={step.isPending && step.variables?.step === "phone"}
            onClick={() =>
              step.mutate(
                { step: "phone", lineId: line.id },
                { onSuccess: (answer) => done(answer.message), onError: failed },
              )
            }
          >
            Customer approved by phone
          </Button>
          {approval.state === "changes_requested" ? (
            <>
              <label htmlFor={stageId} className="sr-only">
                Stage to send it back to
              </label>
              <select
                id={stageId}
                value={back}
                onChange={(event) => setBack(event.target.value as TailoringStage)}
                className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm focus-ring"
              >
                {TAILORING_STAGES.slice(0, -1).map((stage) => (
                  <option key={stage} value={stage}>
                    {TAILORING_LABELS[stage]}
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                variant="secondary"
                pending={step.isPending && step.variables?.step === "rework"}
                onClick={() =>
                  step.mutate(
                    { step: "rework", lineId: line.id, stage: back },
                    { onSuccess: (answer) => done(answer.message), onError: failed },
                  )
                }
              >
                Send back to {TAILORING_LABELS[back].toLowerCase()}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {canSend ? (
        <form onSubmit={send} className="mt-3 space-y-2" aria-label={`Photos of ${line.name}`}>
          <div className="flex flex-wrap gap-3 text-sm">
            <label htmlFor={photosId} className="block">
              <span className="block font-medium text-stone-800">Photos (1 to {APPROVAL_PHOTOS_MAX})</span>
              <input
                id={photosId}
                name="photos"
                type="file"
                accept="image/*"
                multiple
                required
                className="mt-1 block text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-stone-800"
              />
            </label>
            <label htmlFor={videoId} className="block">
              <span className="block font-medium text-stone-800">Short video (optional)</span>
              <input
                id={videoId}
                name="video"
                type="file"
                accept="video/*"
                className="mt-1 block text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-stone-800"
              />
            </label>
          </div>
          <Button type="submit" size="sm" pending={step.isPending && step.variables?.step === "send"}>
            {approval ? "Send new photos" : "Send photos to the customer"}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
