import { OrderParams } from "@boutique/shared/schemas/checkout";
import { ReturnRequestFields } from "@boutique/shared/schemas/returns";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ValidationError } from "../../lib/errors";
import { signedInUser } from "../../plugins/auth";
import { readUploads } from "../media/read-uploads";

const tags = ["orders"];
/** Photos of the piece: at most three, each through the media pipeline's image checks. */
const PHOTOS = { kind: "image", maxCount: 3 } as const;

/** Exchange & Return (decision 025): the signed-in customer's requests. */
export default async function returnsStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/orders/returns",
    {
      config: { access: "user", cacheAreas: [] },
      schema: {
        tags,
        summary: "Exchange & Return: your requests and the delivered pieces you may still ask about",
      },
    },
    (request) => app.returns.forCustomer(signedInUser(request)),
  );

  app.post(
    "/api/orders/:id/returns",
    {
      config: { access: "user", cacheAreas: [] },
      schema: {
        tags,
        summary:
          "Ask to return, exchange or alter a delivered piece (multipart: line_id, kind, reason, up to 3 photos)",
        description:
          "Within the return window after delivery (return_window_days); made-to-measure pieces are altered unless the shop allows returns; refused while the account's return rate is above 60%. Your own orders only (404 otherwise).",
        params: OrderParams,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.returns.assertOwnOrder(user, request.params.id);
      const { fields, files } = await readUploads(request, {
        fields: ["line_id", "kind", "reason", "measurement"],
        files: { photos: PHOTOS },
      });
      const photos = files.photos.map((photo) => photo.file);
      try {
        const parsed = ReturnRequestFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ValidationError(issue?.message ?? "Invalid request.", { field: issue?.path.join(".") });
        }
        return { data: await app.returns.request(user, request.params.id, parsed.data, photos) };
      } catch (error) {
        // A refused request keeps nothing: its photos go again.
        await Promise.allSettled(photos.map((file) => app.media.remove(file)));
        throw error;
      }
    },
  );
}
