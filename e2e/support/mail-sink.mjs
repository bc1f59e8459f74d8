// A local SMTP sink for the browser tests: the shop sends real mail to it over SMTP,
// and the tests read the messages back over HTTP (GET /messages?to=<address>).
import http from "node:http";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
      messages.push({ to, subject, raw: decodeQuotedPrintable(raw), at: Date.now() });
      callback();
    });
  },
});
// A shop server stopped mid-session resets its connection: not a reason for the sink to exit.
smtp.on("error", (error) => {
  if (error.code !== "ECONNRESET") console.error(`mail sink: ${error.message}`);
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${httpPort}`);
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(list));
  })
  .listen(httpPort, "127.0.0.1");

function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}
