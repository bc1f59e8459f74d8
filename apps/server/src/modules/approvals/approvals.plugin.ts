import {
  APPROVAL_PHOTOS_MAX,
  ApprovalAnswer,
  ApprovalDecisionBody,
  ApprovalLineParams,
  ReworkBody,
} from "@boutique/shared/schemas/approval";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type SessionUser, signedInUser } from "../../plugins/auth";
import { withUploads } from "../media/with-uploads";
import { type ApprovalsService, createApprovalsService } from "./approvals.service";

declare module "fastify" {
  interface FastifyInstance {
    approvals: ApprovalsService;
  }
}

const Failure = z.object({ message: z.string() });
const refusals = { 400: Failure, 401: Failure, 403: Failure, 404: Failure, 409: Failure };
const staff = (user: SessionUser) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim() || user.email,
});

/**
 * Approval before dispatch (issue 27 §4, decision 054): staff send photos of a finished made-to-measure
 * piece, the customer answers on their order's page, staff record a phone approval or send the piece back.
 */
export default fp(
  async function approvalsPlugin(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.decorate(
      "approvals",
      createApprovalsService({
        db: app.db,
        smtpConfigured: app.config.smtpUrl !== null,
        publicUrl: app.config.publicUrl,
      }),
    );
    const tags = ["orders"];

    app.post(
      "/api/admin/orders/:id/lines/:lineId/approval",
      {
        config: { cacheAreas: ["orders"] },
        schema: {
          tags,
          summary:
            "Send photos (and a short video) of a finished made-to-measure piece for the customer to approve",
          description: `Multipart: \`photos\` (1 to ${APPROVAL_PHOTOS_MAX} images), \`video\` (optional). The line must be at its last tailoring stage with the order in production; new photos after a change start the next round. The customer is told by mail, and on WhatsApp where they opted in.`,
          consumes: ["multipart/form-data"],
          params: ApprovalLineParams,
          response: { 200: ApprovalAnswer, ...refusals, 413: Failure, 415: Failure },
        },
      },
      (request) => {
        const { id, lineId } = request.params;
        const actor = staff(signedInUser(request));
        return withUploads(
          request,
          {
            fields: [],
            files: {
              photos: { kind: "image", maxCount: APPROVAL_PHOTOS_MAX },
              video: { kind: "video" },
            },
          },
          ({ files }, release) =>
            app.approvals.send(
              id,
              lineId,
              { photos: files.photos.map((photo) => photo.file), video: files.video[0]?.file ?? null },
              actor,
              release,
            ),
        );
      },
    );

    app.post(
      "/api/admin/orders/:id/lines/:lineId/approval/phone",
      {
        config: { cacheAreas: ["orders"] },
        schema: {
          tags,
          summary: "Record that the customer approved the finished piece on the phone",
          params: ApprovalLineParams,
          response: { 200: ApprovalAnswer, ...refusals },
        },
      },
      (request) =>
        app.approvals.approveByPhone(request.params.id, request.params.lineId, staff(signedInUser(request))),
    );

    app.post(
      "/api/admin/orders/:id/lines/:lineId/approval/rework",
      {
        config: { cacheAreas: ["orders"] },
        schema: {
          tags,
          summary: "Send a piece the customer asked to change back to an earlier tailoring stage",
          params: ApprovalLineParams,
          body: ReworkBody,
          response: { 200: ApprovalAnswer, ...refusals },
        },
      },
      (request) =>
        app.approvals.rework(
          request.params.id,
          request.params.lineId,
          request.body.stage,
          staff(signedInUser(request)),
        ),
    );

    app.post(
      "/api/orders/:id/lines/:lineId/approval",
      {
        config: { access: "user", cacheAreas: ["orders"] },
        schema: {
          tags,
          summary: "Approve your finished made-to-measure piece, or ask for a change",
          description: "Your own order only; anyone else's is not found.",
          params: ApprovalLineParams,
          body: ApprovalDecisionBody,
          response: { 200: ApprovalAnswer, ...refusals },
        },
      },
      (request) =>
        app.approvals.decide(
          signedInUser(request).id,
          request.params.id,
          request.params.lineId,
          request.body,
        ),
    );
  },
  { name: "approvals", dependencies: ["db", "config"] },
);
