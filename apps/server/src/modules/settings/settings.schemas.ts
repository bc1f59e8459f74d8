import { z } from "zod";

export const MarqueeList = z
  .array(z.object({ type: z.string(), value: z.string() }))
  .describe("Index 0 header marquee, 1 sale strip, 2 Instagram follower count, 3 Instagram handle");

export const DollarList = z
  .array(z.object({ value: z.number().positive().describe("Rupees per US dollar") }))
  .length(1);
