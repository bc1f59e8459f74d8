import { NewStaffUser, StaffUserRow } from "@boutique/shared/schemas/staff-user";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UnauthorizedError } from "../../lib/errors";

const Failure = z.looseObject({ message: z.string() });
const tags = ["users", "admin"];

const EmailParams = z.object({
  email: z.string().trim().min(1, "User not found").max(254, "User not found"),
});

/** Staff users (/admin/users and the older /Adduser): admin only, per ADMIN_API_ACCESS. */
export default async function usersAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = app.usersService;

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Every staff account (admin, Editor, Employee), newest first",
        response: { 200: z.array(StaffUserRow) },
      },
    },
    () => staff.list(),
  );

  app.post(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Add a staff account (email, password base64, first_name, last_name, role)",
        description:
          "role is Editor (default) or Employee. A missing email, name or password answers 400 'Please fill all values'; a taken email 409.",
        body: NewStaffUser,
        response: {
          201: z.object({ message: z.string(), data: StaffUserRow }),
          400: Failure,
          409: Failure,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await staff.add(request.body)),
  );

  app.delete(
    "/api/admin/users/:email",
    {
      schema: {
        tags,
        summary: "Delete a staff account by email",
        description: "An admin cannot delete their own account, nor the last admin (409 with the reason).",
        params: EmailParams,
        response: { 200: z.object({ message: z.string() }), 404: Failure, 409: Failure },
      },
    },
    (request) => {
      if (!request.user) throw new UnauthorizedError();
      return staff.remove(request.params.email, request.user.id);
    },
  );
}
