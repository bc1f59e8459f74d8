import { randomBytes } from "node:crypto";
import {
  isWhatsAppTemplate,
  renderWhatsAppTemplate,
  templateParameterCount,
} from "@boutique/shared/whatsapp-templates";
import type { FastifyInstance, FastifyReply } from "fastify";
import { bearerToken, bodyOf, hmacHex, isRecord, safeEqual, sendHtml } from "./http";
import { html, renderPage } from "./pages";
import type { SandboxContext, WhatsAppMessage } from "./state";

/**
 * WhatsApp's Business Cloud API, as far as the shop uses it (issue 26 §2): `POST /{version}/{phone-number-id}/
 * messages` with a bearer token and an approved template, answered as Graph answers it; then the delivery
 * statuses (sent, delivered) as signed webhooks (`X-Hub-Signature-256`: HMAC-SHA256 of the raw body with the
 * app secret) to the shop's /api/webhooks/whatsapp. `/sandbox/whatsapp/` shows each number's messages as a
 * phone would, with a box to reply (a reply of STOP is how a customer opts out).
 */

type Options = { ctx: SandboxContext };

const wamid = () => `wamid.${randomBytes(24).toString("base64url")}`;

/** Graph's error shape: `{ error: { message, type, code, fbtrace_id } }`. */
function graphError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({
    error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(8).toString("hex") },
  });
}

/** A message's text with its web addresses as links, as WhatsApp shows them. */
function withLinks(text: string) {
  return text
    .split(/(https?:\/\/[^\s]+)/)
    .map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}

export async function whatsappRoutes(app: FastifyInstance, { ctx }: Options): Promise<void> {
  const { state, secrets } = ctx;

  /** One webhook to the shop, signed as Meta signs: the value of one change of the business account. */
  function emit(type: string, value: Record<string, unknown>) {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA_SANDBOX",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: "15550000001",
                  phone_number_id: secrets.whatsappPhoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
    ctx.webhooks.emit("whatsapp", {
      id: `wa_evt_${randomBytes(8).toString("hex")}`,
      type,
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": `sha256=${hmacHex(secrets.whatsappAppSecret, body)}`,
      },
      body,
    });
  }

  function setStatus(message: WhatsAppMessage, status: "sent" | "delivered" | "read") {
    message.status = status;
    emit(`status.${status}`, {
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.number,
        },
      ],
    });
  }

  app.post<{ Params: { version: string; phoneId: string } }>(
    "/:version/:phoneId/messages",
    (request, reply) => {
      const token = bearerToken(request);
      if (!token || !safeEqual(token, secrets.whatsappToken)) {
        return graphError(reply, 401, 190, "Invalid OAuth access token - Cannot parse access token");
      }
      if (
        !/^v\d+\.\d+$/.test(request.params.version) ||
        request.params.phoneId !== secrets.whatsappPhoneNumberId
      ) {
        return graphError(reply, 400, 100, "Unsupported post request. Object with ID does not exist");
      }
      const body = bodyOf(request);
      const to = typeof body.to === "string" ? body.to.replace(/\D/g, "") : "";
      if (body.messaging_product !== "whatsapp" || !/^[1-9]\d{7,14}$/.test(to)) {
        return graphError(
          reply,
          400,
          100,
          "Invalid parameter: messaging_product must be whatsapp and to a phone number",
        );
      }
      if (body.type !== "template" || !isRecord(body.template) || typeof body.template.name !== "string") {
        // Outside a customer's 24-hour window a business may only start with an approved template.
        return graphError(reply, 400, 131047, "Re-engagement message: send an approved template");
      }
      const name = body.template.name;
      if (!isWhatsAppTemplate(name)) {
        return graphError(reply, 404, 132001, `Template name does not exist in the translation: ${name}`);
      }
      const components = Array.isArray(body.template.components) ? body.template.components : [];
      const bodyComponent = components.find((part) => isRecord(part) && part.type === "body");
      const params = (
        isRecord(bodyComponent) && Array.isArray(bodyComponent.parameters) ? bodyComponent.parameters : []
      ).map((parameter) => (isRecord(parameter) && typeof parameter.text === "string" ? parameter.text : ""));
      if (params.length !== templateParameterCount(name) || params.some((text) => text === "")) {
        return graphError(
          reply,
          400,
          132000,
          "Number of parameters does not match the expected number of params",
        );
      }
      const message: WhatsAppMessage = {
        id: wamid(),
        number: to,
        direction: "out",
        template: name,
        params,
        text: renderWhatsAppTemplate(name, params),
        status: "accepted",
        at: new Date().toISOString(),
      };
      state.whatsapp.messages.push(message);
      setStatus(message, "sent");
      setStatus(message, "delivered");
      return {
        messaging_product: "whatsapp",
        contacts: [{ input: String(body.to), wa_id: to }],
        messages: [{ id: message.id, message_status: "accepted" }],
      };
    },
  );

  /** For tests: a number's messages, newest last. */
  app.get<{ Querystring: { to?: string } }>("/messages", (request) => {
    const to = (request.query.to ?? "").replace(/\D/g, "");
    return state.whatsapp.messages.filter((message) => !to || message.number === to);
  });

  /** The customer types a reply (STOP opts out): an inbound message webhook, as WhatsApp sends one. */
  app.post("/reply", (request, reply) => {
    const body = bodyOf(request);
    const number = typeof body.number === "string" ? body.number.replace(/\D/g, "") : "";
    const text = typeof body.text === "string" ? body.text.trim().slice(0, 1000) : "";
    if (!/^[1-9]\d{7,14}$/.test(number) || text === "") {
      return reply.code(400).send({ error: "number and text are required" });
    }
    const message: WhatsAppMessage = {
      id: wamid(),
      number,
      direction: "in",
      template: null,
      params: [],
      text,
      status: "delivered",
      at: new Date().toISOString(),
    };
    state.whatsapp.messages.push(message);
    emit("message.text", {
      contacts: [{ profile: { name: "Sandbox customer" }, wa_id: number }],
      messages: [
        {
          from: number,
          id: message.id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: "text",
          text: { body: text },
        },
      ],
    });
    if (request.headers["content-type"]?.includes("form"))
      return reply.code(303).header("location", "./").send();
    return message;
  });

  /** Each number's conversation, as its phone shows it. */
  app.get("/", (request, reply) => {
    // Its links are relative to the folder: /sandbox/whatsapp goes to /sandbox/whatsapp/.
    const path = request.url.split("?")[0] ?? "";
    if (!path.endsWith("/")) return reply.redirect(`${path}/`, 301);
    const numbers = [...new Set(state.whatsapp.messages.map((message) => message.number))];
    const body = html`<main class="whatsapp">
      <h1>WhatsApp sandbox</h1>
      <p>Messages the shop sent through the Cloud API, by customer number. Nothing leaves this machine.</p>
      ${
        numbers.length === 0
          ? html`<p class="empty">No messages yet.</p>`
          : numbers.map(
              (number) => html`<section class="phone" aria-label="+${number}">
                <h2>+${number}</h2>
                <ol class="chat">
                  ${state.whatsapp.messages
                    .filter((message) => message.number === number)
                    .map(
                      (message) =>
                        html`<li class="bubble ${message.direction}"><p>${withLinks(message.text)}</p><small>${message.at.slice(11, 16)} UTC${message.direction === "out" ? ` · ${message.status}` : ""}</small></li>`,
                    )}
                </ol>
                <form method="post" action="reply" class="reply">
                  <input type="hidden" name="number" value="${number}">
                  <label>Reply <input name="text" maxlength="1000" required placeholder="STOP"></label>
                  <button type="submit">Send</button>
                </form>
              </section>`,
            )
      }
    </main>`;
    return sendHtml(
      reply,
      200,
      renderPage({ title: "WhatsApp sandbox", brand: "plain", cssHref: "../assets/sandbox.css", body }),
    );
  });
}
