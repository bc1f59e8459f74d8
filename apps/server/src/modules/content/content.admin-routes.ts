import {
  BannerFields,
  BudgetFields,
  DELETED_MESSAGE,
  HomeSection1Fields,
  HomeSection2Fields,
  TagBannerFields,
  UPDATED_MESSAGE,
} from "@boutique/shared/schemas/home-content";
import { idParam } from "@boutique/shared/schemas/id";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withReleasedFiles } from "../media/with-uploads";
import type { MediaLinkKind } from "./content.admin-service";
import { saveContentForm } from "./content.form";
import { BannerList, BudgetTileList, HomeSectionList, MediaLinkList } from "./content.schemas";
import type { BannerKind } from "./content.tables";

const Message = z.object({ message: z.string() });
const IdParams = z.object({
  id: idParam("Invalid id."),
});
const errors = { 400: Message, 404: Message, 413: Message, 415: Message };
const Banner = BannerList.element;
const MediaLink = MediaLinkList.element;
const BudgetTile = BudgetTileList.element;
const multipart = ["multipart/form-data"];

/**
 * Edit Home (back-office spec §7). Writes on the storefront's own paths take the content policy
 * (admin and Employee) here; the /api/admin ones take theirs from access-table.ts. Storefront pages
 * read these tables on every request, so a save shows at the next page load with nothing to invalidate.
 */
export default async function contentAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const content = app.contentService;
  const admin = app.contentAdminService;
  const staff = { access: "content" as const };

  const bannerUploads: [string, BannerKind, string][] = [
    ["/api/banner", "desktop", "Add a desktop home banner (multipart image 1920x730, url)"],
    ["/api/mobile-banner", "mobile", "Add a mobile home banner (multipart image 500x700, url)"],
    ["/api/banner/cart", "cart", "Replace the cart page's banner (multipart image 1920x352, url)"],
    [
      "/api/banner/checkout",
      "checkout",
      "Replace the checkout page's banner (multipart image 1920x352, url)",
    ],
  ];
  for (const [url, kind, summary] of bannerUploads) {
    app.post(
      url,
      {
        config: staff,
        schema: { tags: ["content"], summary, consumes: multipart, response: { 201: Banner, ...errors } },
      },
      async (request, reply) => {
        const banner = await saveContentForm(
          request,
          { schema: BannerFields, file: { kind: "image", required: true } },
          (fields, image, release) => admin.addBanner(kind, { file: image!.file, url: fields.url }, release),
        );
        return reply.status(201).send(banner);
      },
    );
  }

  app.post(
    "/api/banner/tag",
    {
      config: staff,
      schema: {
        tags: ["content"],
        summary: "Replace the Women, Men or Kids banner (multipart image 1920x352, tag, url)",
        consumes: multipart,
        response: { 201: Banner, ...errors },
      },
    },
    async (request, reply) => {
      const banner = await saveContentForm(
        request,
        { schema: TagBannerFields, file: { kind: "image", required: true } },
        (fields, image, release) =>
          admin.addBanner("tag", { file: image!.file, url: fields.url, tag: fields.tag }, release),
      );
      return reply.status(201).send(banner);
    },
  );

  app.delete(
    "/api/banner/:id",
    {
      config: staff,
      schema: {
        tags: ["content"],
        summary: "Delete a banner of any kind (desktop, mobile, tag, cart, checkout)",
        params: IdParams,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await withReleasedFiles(request, (release) => admin.deleteBanner(request.params.id, release));
      return { message: DELETED_MESSAGE };
    },
  );

  const mediaLinks: [string, MediaLinkKind, string, "image" | "image-or-video"][] = [
    ["/api/instaImage", "instagram", "Instagram pictures (square)", "image"],
    [
      "/api/trendingVideos",
      "trending",
      "Trending videos (1080x1920; a still picture also works)",
      "image-or-video",
    ],
  ];
  for (const [url, kind, what, fileKind] of mediaLinks) {
    app.get(url, { schema: { tags: ["content"], summary: what, response: { 200: MediaLinkList } } }, () =>
      kind === "instagram" ? content.listInstagramImages() : content.listTrendingVideos(),
    );
    app.post(
      url,
      {
        config: staff,
        schema: {
          tags: ["content"],
          summary: `Add to the ${what} (multipart image, url)`,
          consumes: multipart,
          response: { 201: MediaLink, ...errors },
        },
      },
      async (request, reply) => {
        const item = await saveContentForm(
          request,
          { schema: BannerFields, file: { kind: fileKind, required: true } },
          (fields, image) => admin.addMediaLink(kind, { file: image!.file, url: fields.url }),
        );
        return reply.status(201).send(item);
      },
    );
    app.delete(
      `${url}/:id`,
      {
        config: staff,
        schema: {
          tags: ["content"],
          summary: `Delete one of the ${what}`,
          params: IdParams,
          response: { 200: Message, ...errors },
        },
      },
      async (request) => {
        await withReleasedFiles(request, (release) =>
          admin.deleteMediaLink(kind, request.params.id, release),
        );
        return { message: DELETED_MESSAGE };
      },
    );
  }

  app.get(
    "/api/admin/budget",
    {
      schema: {
        tags: ["content"],
        summary: "Budget tiles (prices in rupees)",
        response: { 200: BudgetTileList },
      },
    },
    () => content.listBudgetTiles(),
  );
  app.post(
    "/api/admin/budget",
    {
      schema: {
        tags: ["content"],
        summary:
          "Edit the budget tile `id` (or add one without id): multipart image, name, max_price, button_text, category",
        consumes: multipart,
        response: { 200: BudgetTile, ...errors },
      },
    },
    (request) =>
      saveContentForm(
        request,
        { schema: BudgetFields, file: { kind: "image", required: false } },
        (fields, image, release) =>
          admin.saveBudgetTile(
            {
              id: fields.id ? Number(fields.id) : null,
              name: fields.name,
              category: fields.category,
              maxPrice: fields.max_price,
              buttonText: fields.button_text,
              image: image?.file,
            },
            release,
          ),
      ),
  );
  app.delete(
    "/api/admin/budget/:id",
    {
      schema: {
        tags: ["content"],
        summary: "Delete a budget tile",
        params: IdParams,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await withReleasedFiles(request, (release) => admin.deleteBudgetTile(request.params.id, release));
      return { message: DELETED_MESSAGE };
    },
  );

  app.get(
    "/api/admin/home-sections",
    { schema: { tags: ["content"], summary: "Home sections 1 and 2", response: { 200: HomeSectionList } } },
    () => content.listHomeSections(),
  );
  app.post(
    "/api/admin/home-section1",
    {
      schema: {
        tags: ["content"],
        summary: "Save home section 1 (multipart heading, sub_heading, image 850x530)",
        consumes: multipart,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await saveContentForm(
        request,
        { schema: HomeSection1Fields, file: { kind: "image", required: false } },
        (fields, image, release) =>
          admin.saveHomeSection(
            1,
            { heading: fields.heading, subHeading: fields.sub_heading, image: image?.file },
            release,
          ),
      );
      return { message: UPDATED_MESSAGE };
    },
  );
  app.post(
    "/api/admin/home-section2",
    {
      schema: {
        tags: ["content"],
        summary:
          "Save home section 2 (multipart heading, sub_heading, sub_text, button_text, category, image 1920x700)",
        consumes: multipart,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await saveContentForm(
        request,
        { schema: HomeSection2Fields, file: { kind: "image", required: false } },
        (fields, image, release) =>
          admin.saveHomeSection(
            2,
            {
              heading: fields.heading,
              subHeading: fields.sub_heading,
              subText: fields.sub_text,
              buttonText: fields.button_text,
              category: fields.category,
              image: image?.file,
            },
            release,
          ),
      );
      return { message: UPDATED_MESSAGE };
    },
  );
}
