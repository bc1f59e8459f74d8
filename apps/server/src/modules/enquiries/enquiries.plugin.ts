import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createEnquiriesService, type EnquiriesService } from "./enquiries.service";
import { createInboxService, type InboxService } from "./inbox.service";
import { createQuestionsService, type QuestionsService } from "./questions.service";

declare module "fastify" {
  interface FastifyInstance {
    enquiriesService: EnquiriesService;
    questionsService: QuestionsService;
    inboxService: InboxService;
  }
}

/** Enquiries and product questions from the store, and the back office's inbox that answers them by mail. */
export default fp(
  async function enquiriesServices(app: FastifyInstance) {
    app.decorate("enquiriesService", createEnquiriesService({ db: app.db }));
    app.decorate("questionsService", createQuestionsService({ db: app.db }));
    app.decorate("inboxService", createInboxService({ db: app.db, mailer: app.mailer }));
  },
  { name: "enquiries-services", dependencies: ["db", "services"] },
);
