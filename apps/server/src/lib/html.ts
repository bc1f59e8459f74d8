import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for staff-written HTML (product descriptions and tips, category descriptions):
 * what the small editors produce (paragraphs, emphasis, lists, headings, links) and nothing that runs.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "span",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener nofollow" }) },
};

/** Staff HTML as the storefront may show it. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
