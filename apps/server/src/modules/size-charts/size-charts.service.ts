import {
  SIZE_CHART_MESSAGES,
  type SizeChart,
  type SizeChartRow,
  type SizeChartSaved,
} from "@boutique/shared/schemas/size-chart";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/transaction";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { pgErrorCode } from "../catalog/categories.repository";
import type { ReleaseFiles } from "../media/with-uploads";
import { sizeCharts } from "./size-charts.tables";

type ChartRow = {
  category_id: number;
  category_name: string;
  columns: string[];
  rows: SizeChartRow[];
  notes: string;
  image: string | null;
  updated_at: Date | string;
};

/** Categories sit at most three levels deep (categories.service.ts); the walk up stops well past that. */
const MAX_DEPTH = 8;

const present = (row: ChartRow): SizeChart => ({
  category_id: Number(row.category_id),
  category_name: row.category_name,
  columns: row.columns,
  rows: row.rows,
  notes: row.notes,
  image: row.image,
  updated_at: new Date(row.updated_at).toISOString(),
});

/**
 * Size charts per category (issue 27 §1). A category shows its own chart, else its nearest parent's, so
 * one chart on Women's Suits serves every kind of suit below it until one needs its own.
 */
export function createSizeChartsService({ db }: { db: Database }) {
  /**
   * Every category from `starts` (rows of a category id and a rank) up to the top, each with the chart it
   * keeps (null columns without one), nearest first: fewest steps up, then the lower rank.
   */
  async function walkUp(starts: SQL) {
    const result = await db.execute(sql`
      with recursive starts(id, rank) as (${starts}),
      up(id, parent_id, depth, rank) as (
        select c.id, c.parent_id, 0, s.rank from categories c join starts s on s.id = c.id
        union all
        select c.id, c.parent_id, up.depth + 1, up.rank from categories c join up on c.id = up.parent_id
        where up.depth < ${MAX_DEPTH}
      )
      select up.depth, up.id as category_id, c.name as category_name, sc.columns, sc.rows, sc.notes, sc.image,
        sc.updated_at
      from up join categories c on c.id = up.id left join size_charts sc on sc.category_id = up.id
      order by up.depth, up.rank, up.id`);
    return rowsOf<ChartRow & { depth: number; columns: string[] | null }>(result);
  }

  const nearest = (rows: Awaited<ReturnType<typeof walkUp>>) => {
    const row = rows.find((candidate) => candidate.columns !== null);
    return row ? present(row) : null;
  };

  /** For the category screen: the category's own chart and the one it shows without it. */
  async function forCategory(categoryId: number) {
    const rows = await walkUp(sql`select ${categoryId}::int, 0`);
    if (rows.length === 0) throw new NotFoundError(SIZE_CHART_MESSAGES.categoryNotFound);
    return {
      own: nearest(rows.filter((row) => Number(row.depth) === 0)),
      inherited: nearest(rows.filter((row) => Number(row.depth) > 0)),
    };
  }

  /** The category's own chart row, to change it: none is a 404 (the category's, or the chart's). */
  async function requireOwn(categoryId: number) {
    const { own } = await forCategory(categoryId);
    if (!own) throw new NotFoundError(SIZE_CHART_MESSAGES.noOwnChart);
    return own;
  }

  return {
    /** The chart a product's page shows: its category's, or the nearest parent's; null when none has one. */
    async forProduct(productId: number): Promise<{ chart: SizeChart | null }> {
      // A product is filed under its category and, often, subcategories of it: the nearest chart from any
      // of them, a subcategory's before the category's at the same distance. No row: no such active product.
      const rows = await walkUp(sql`
        select ps.category_id, 0 from product_subcategories ps
        join products p on p.id = ps.product_id and p.active where ps.product_id = ${productId}
        union all
        select p.category_id, 1 from products p where p.id = ${productId} and p.active`);
      if (rows.length === 0) throw new NotFoundError(SIZE_CHART_MESSAGES.productNotFound);
      return { chart: nearest(rows) };
    },

    forCategory,

    /** Saves the category's own chart. The picture is kept unless `image` is null (then it is removed). */
    async save(categoryId: number, body: SizeChartSaved, release: ReleaseFiles) {
      const { own: before } = await forCategory(categoryId);
      // A picture is set only by the upload route; the body may keep it or take it away.
      const image = body.image === null ? null : (before?.image ?? null);
      const values = {
        columns: body.columns,
        rows: body.rows,
        notes: body.notes,
        image,
        updatedAt: new Date(),
      };
      try {
        await db
          .insert(sizeCharts)
          .values({ categoryId, ...values })
          .onConflictDoUpdate({ target: sizeCharts.categoryId, set: values });
      } catch (error) {
        // The category deleted since it was read: the same answer as if it had gone before.
        if (pgErrorCode(error) === "23503") throw new NotFoundError(SIZE_CHART_MESSAGES.categoryNotFound);
        throw error;
      }
      if (before?.image && before.image !== image) release([before.image]);
      return { message: SIZE_CHART_MESSAGES.saved, ...(await forCategory(categoryId)) };
    },

    /** Removes the category's own chart: it shows its parent's again. */
    async remove(categoryId: number, release: ReleaseFiles) {
      await forCategory(categoryId); // a category that is not there is 404 before anything else
      const [removed] = await db.delete(sizeCharts).where(eq(sizeCharts.categoryId, categoryId)).returning();
      if (!removed) throw new NotFoundError(SIZE_CHART_MESSAGES.noOwnChart);
      release([removed.image]);
      return { message: SIZE_CHART_MESSAGES.removed, ...(await forCategory(categoryId)) };
    },

    /** The how-to-measure picture of a category's own chart; the one it replaces is removed. */
    async savePicture(categoryId: number, file: string | undefined, release: ReleaseFiles) {
      const before = await requireOwn(categoryId);
      if (!file) throw new ValidationError("Please select a file.");
      const [changed] = await db
        .update(sizeCharts)
        .set({ image: file, updatedAt: new Date() })
        .where(eq(sizeCharts.categoryId, categoryId))
        .returning({ categoryId: sizeCharts.categoryId });
      // Removed since it was read: the upload is let go with the same answer.
      if (!changed) throw new NotFoundError(SIZE_CHART_MESSAGES.noOwnChart);
      release([before.image]);
      return { message: SIZE_CHART_MESSAGES.saved, ...(await forCategory(categoryId)) };
    },
  };
}

export type SizeChartsService = ReturnType<typeof createSizeChartsService>;
