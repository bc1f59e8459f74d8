import {
  ProfileBody,
  ProfileIdParams,
  ProfileList,
  ProfileSaved,
} from "@boutique/shared/schemas/measurement-profile";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";
import { createMeasurementsService, type MeasurementsService } from "./measurements.service";

declare module "fastify" {
  interface FastifyInstance {
    measurements: MeasurementsService;
  }
}

const Failure = z.looseObject({ message: z.string() });
const refusals = { 400: Failure, 401: Failure, 404: Failure, 409: Failure };
const tags = ["account"];
// A profile shows in no kept answer.
const config = { access: "user" as const, cacheAreas: [] };

/** The signed-in customer's measurement profiles (issue 27 §2). */
export default fp(
  async function measurementsPlugin(app: FastifyInstance) {
    app.decorate("measurements", createMeasurementsService({ db: app.db }));
    await app.register(measurementRoutes);
  },
  { name: "measurements", dependencies: ["db"] },
);

async function measurementRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const profiles = app.measurements;

  app.get(
    "/api/account/measurements",
    {
      config,
      schema: { tags, summary: "Your measurement profiles", response: { 200: ProfileList, 401: Failure } },
    },
    (request) => profiles.list(signedInUser(request).id),
  );

  app.post(
    "/api/account/measurements",
    {
      config,
      schema: {
        tags,
        summary: "Save a new measurement profile (inches by measurement name; up to 10)",
        body: ProfileBody,
        response: { 201: ProfileSaved, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await profiles.create(signedInUser(request).id, request.body)),
  );

  app.put(
    "/api/account/measurements/:id",
    {
      config,
      schema: {
        tags,
        summary: "Change a measurement profile",
        params: ProfileIdParams,
        body: ProfileBody,
        response: { 200: ProfileSaved, ...refusals },
      },
    },
    (request) => profiles.update(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/account/measurements/:id",
    {
      config,
      schema: {
        tags,
        summary: "Delete a measurement profile",
        params: ProfileIdParams,
        response: { 200: z.object({ message: z.string() }), ...refusals },
      },
    },
    (request) => profiles.remove(signedInUser(request).id, request.params.id),
  );
}
