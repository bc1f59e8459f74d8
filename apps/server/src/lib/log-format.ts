import type { DestinationStream } from "pino";
import pretty from "pino-pretty";

/**
 * Readable lines for a person at a terminal (`npm start`: the admin password and development codes are
 * read there), JSON lines for files, pipes and log collectors. LOG_FORMAT=pretty or json forces one.
 */
export function logStream(
  format: "auto" | "pretty" | "json",
  isTerminal = process.stdout.isTTY === true,
  destination?: NodeJS.WritableStream,
): { stream?: DestinationStream } {
  if (format === "json" || (format === "auto" && !isTerminal)) return {};
  return {
    stream: pretty({
      colorize: isTerminal,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname,reqId",
      singleLine: true,
      sync: true,
      ...(destination ? { destination } : {}),
    }),
  };
}
