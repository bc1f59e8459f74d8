/** One email frame in the shop's look: ivory page, deep maroon accents, gold details, serif headings. */
export const SHOP_NAME = "Rangrez Boutique";

const COLORS = {
  ivory: "#fbf7ef",
  maroon: "#7a1f3d",
  gold: "#b8860b",
  ink: "#2b2024",
  muted: "#6b5d62",
} as const;

export type Email = { subject: string; html: string; text: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Wraps already-escaped body HTML in the shared frame; inline styles because mail clients drop <style>. */
export function renderLayout({
  title,
  preheader,
  body,
}: {
  title: string;
  preheader: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.ivory};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.ivory};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid ${COLORS.gold};border-radius:6px;">
<tr><td style="background:${COLORS.maroon};padding:20px 28px;border-radius:6px 6px 0 0;text-align:center;">
<span style="font-family:Georgia,'Times New Roman',serif;font-size:24px;letter-spacing:2px;color:#ffffff;">${SHOP_NAME.toUpperCase()}</span>
<div style="height:2px;width:64px;background:${COLORS.gold};margin:10px auto 0;"></div>
</td></tr>
<tr><td style="padding:28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:${COLORS.ink};">
<h1 style="font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:22px;color:${COLORS.maroon};margin:0 0 16px;">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${COLORS.gold};font-family:Helvetica,Arial,sans-serif;font-size:12px;color:${COLORS.muted};text-align:center;">
Handcrafted Indian ethnic wear, shipped worldwide.<br>You received this email because of an action on your ${SHOP_NAME} account.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 14px;">${html}</p>`;
}

/** A large, spaced code that is easy to read and copy. */
export function codeBlock(code: string): string {
  return `<p style="margin:20px 0;text-align:center;"><span style="display:inline-block;padding:12px 24px;border:2px dashed ${COLORS.gold};border-radius:4px;font-family:Georgia,'Times New Roman',serif;font-size:30px;letter-spacing:8px;color:${COLORS.maroon};">${escapeHtml(code)}</span></p>`;
}

export function button(label: string, url: string): string {
  return `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(url)}" style="display:inline-block;background:${COLORS.maroon};color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:4px;font-family:Georgia,'Times New Roman',serif;font-size:16px;border-bottom:3px solid ${COLORS.gold};">${escapeHtml(label)}</a></p>`;
}

export function textFooter(): string {
  return `\n--\n${SHOP_NAME}\nHandcrafted Indian ethnic wear, shipped worldwide.\n`;
}
