import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logStream } from "./log-format";

describe("log lines", () => {
  it("are JSON when stdout is not a terminal, or when json is asked for", () => {
    expect(logStream("auto", false)).toEqual({});
    expect(logStream("json", true)).toEqual({});
  });

  it("are readable text in a terminal, or when pretty is asked for", () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const { stream } = logStream("pretty", false, destination);
    expect(stream).toBeDefined();
    pino({}, stream).warn("Admin account created: admin@rangrez.example / secret");
    const line = written.join("");
    expect(line).toMatch(/WARN: Admin account created: admin@rangrez\.example \/ secret/);
    expect(line).not.toContain('"level"');
    expect(logStream("auto", true).stream).toBeDefined();
  });
});
