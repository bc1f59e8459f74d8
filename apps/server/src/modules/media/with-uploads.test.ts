import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { writeWithFiles } from "./with-uploads";

function fakeDeps(failing: string[] = []) {
  const events: string[] = [];
  const media = {
    remove: vi.fn(async (file: string) => {
      events.push(`remove ${file}`);
      if (failing.includes(file)) throw new Error("disk says no");
    }),
  };
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  return { deps: { media, log }, events, log };
}

describe("writeWithFiles", () => {
  it("removes the new files and keeps the released ones when the write throws", async () => {
    const { deps, events } = fakeDeps();
    const write = writeWithFiles(deps, ["new.jpg"], async (release) => {
      release(["old.jpg"]);
      throw new Error("insert failed");
    });
    await expect(write).rejects.toThrow("insert failed");
    expect(events).toEqual(["remove new.jpg"]);
  });

  it("removes released files only after the write has returned, never the new ones", async () => {
    const { deps, events } = fakeDeps();
    const answer = await writeWithFiles(deps, ["new.jpg"], async (release) => {
      release(["old.jpg", null, undefined, "new.jpg"]);
      events.push("committed");
      return "saved";
    });
    expect(answer).toBe("saved");
    expect(events).toEqual(["committed", "remove old.jpg"]);
  });

  it("logs a removal that fails and still answers", async () => {
    const { deps, log } = fakeDeps(["old.jpg"]);
    const answer = await writeWithFiles(deps, [], async (release) => {
      release(["old.jpg"]);
      return "deleted";
    });
    expect(answer).toBe("deleted");
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ file: "old.jpg" }), expect.any(String));
  });
});
