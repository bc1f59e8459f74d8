/**
 * The HTML shell of the sandbox's hosted pages (PayPal approval, Stripe Checkout). No scripts at all, and
 * the styles come from the sandbox's own stylesheet (`/assets/sandbox.css`), so a strict Content Security
 * Policy of the shop around an in-process sandbox (style-src 'self', no unsafe-inline) does not break them.
 */

export type Brand = "paypal" | "stripe" | "plain";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    out += renderValue(value) + strings[i + 1];
  });
  return new Html(out);
}

function renderValue(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(renderValue).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export type PageInput = {
  title: string;
  brand: Brand;
  /** The stylesheet's URL relative to the page, e.g. "../../assets/sandbox.css". */
  cssHref: string;
  body: Html;
};

export function renderPage({ title, brand, cssHref, body }: PageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(cssHref)}">
</head>
<body class="brand-${brand}">
<div class="test-strip" role="note"><strong>TEST MODE</strong><span> · Sandbox, no real money moves</span></div>
${body.text}
</body>
</html>
`;
}

/** A short page for a state with nothing to press (unknown order, already paid, expired). */
export function renderNotice(input: {
  title: string;
  message: string;
  brand: Brand;
  cssHref: string;
}): string {
  return renderPage({
    ...input,
    body: html`<main class="notice"><div class="card"><h1>${input.title}</h1><p>${input.message}</p></div></main>`,
  });
}

export const SANDBOX_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  font-size:16px;line-height:1.45;color:#1a1f36;background:#f6f8fa;min-height:100vh}
h1,h2,h3,p{margin:0}
.test-strip{background:#ffd44d;color:#3b2a00;text-align:center;font-size:13px;padding:6px 12px;
  letter-spacing:.01em;border-bottom:1px solid #e6b800}
.test-strip strong{letter-spacing:.08em}
.badge{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;
  background:#ffd44d;color:#3b2a00;border-radius:4px;padding:2px 6px;vertical-align:middle}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(16,24,40,.1),0 8px 24px rgba(16,24,40,.06);
  padding:24px}
.muted{color:#5f6b7a;font-size:14px}
.amount{font-size:36px;font-weight:700;letter-spacing:-.02em;font-variant-numeric:tabular-nums}
.items{list-style:none;margin:16px 0 0;padding:0;border-top:1px solid #e6e9ef}
.items li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #e6e9ef;
  font-size:14px}
.items .qty{color:#5f6b7a}
.items .total{font-weight:600;font-size:15px}
.actions{display:grid;gap:10px;margin-top:20px}
button{font:inherit;font-weight:600;min-height:46px;border-radius:8px;padding:10px 16px;cursor:pointer;
  border:1px solid transparent}
button:focus-visible,input:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.btn-fail{background:#fff;color:#b42318;border-color:#f0b4ae}
.btn-fail:hover{background:#fff4f2}
.btn-cancel{background:transparent;color:#3c4257;border-color:#d5dbe3}
.btn-cancel:hover{background:#eef1f5}
.hint{font-size:12px;color:#5f6b7a;margin-top:14px;text-align:center}
.notice{max-width:480px;margin:48px auto;padding:0 16px}
.whatsapp{max-width:960px;margin:24px auto;padding:0 16px;display:grid;gap:16px}
.whatsapp .empty{color:#5f6b7a}
.phone{background:#efeae2;border-radius:16px;padding:12px;max-width:420px;box-shadow:0 1px 3px rgba(16,24,40,.1)}
.phone h2{font-size:16px;background:#075e54;color:#fff;margin:-12px -12px 12px;padding:12px 16px;border-radius:16px 16px 0 0}
.chat{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.bubble{max-width:85%;padding:8px 10px;border-radius:8px;font-size:14px;overflow-wrap:anywhere}
.bubble.in{background:#fff;justify-self:start}
.bubble.out{background:#d9fdd3;justify-self:end}
.bubble small{display:block;text-align:right;color:#5f6b7a;font-size:11px;margin-top:4px}
.reply{display:flex;gap:8px;margin-top:12px;align-items:flex-end}
.reply label{flex:1;font-size:13px;color:#5f6b7a}
.reply input[name=text]{display:block;width:100%;padding:8px;border:1px solid #c8ccd2;border-radius:8px;font-size:14px}
.reply button{padding:8px 14px;border:0;border-radius:8px;background:#075e54;color:#fff;font-weight:600}
.notice h1{font-size:22px;margin-bottom:8px}
label{display:block;font-size:14px;font-weight:500;margin:0 0 6px;color:#3c4257}
input{font:inherit;width:100%;border:1px solid #d5dbe3;border-radius:6px;padding:10px 12px;background:#fff;
  color:#1a1f36;min-height:44px}
.field{margin-bottom:14px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}

/* PayPal approval page */
.brand-paypal{background:#f5f7fa}
.pp-header{background:#fff;border-bottom:1px solid #e3e7ec;padding:14px 16px;display:flex;align-items:center;
  justify-content:center;gap:10px}
.pp-logo{font-size:26px;font-weight:800;font-style:italic;letter-spacing:-.03em;color:#003087}
.pp-logo span{color:#0079c1}
.pp-main{max-width:460px;margin:24px auto;padding:0 16px 32px}
.pp-main h1{font-size:20px;font-weight:600;margin-bottom:4px}
.pp-amount{margin:18px 0 4px}
.pp-account{display:flex;align-items:center;gap:12px;margin-top:18px;padding:12px 14px;border:1px solid #d5dbe3;
  border-radius:10px;background:#fafbfc}
.pp-dot{width:36px;height:36px;border-radius:50%;background:#003087;color:#fff;display:grid;place-items:center;
  font-weight:700;flex:none}
.brand-paypal .btn-pay{background:#0070ba;color:#fff;border-radius:999px}
.brand-paypal .btn-pay:hover{background:#005ea6}
.brand-paypal .btn-fail,.brand-paypal .btn-cancel{border-radius:999px}

/* Stripe Checkout page */
.brand-stripe{background:#fff}
.st-layout{max-width:1000px;margin:0 auto;display:grid;grid-template-columns:1fr}
.st-summary{padding:28px 20px 20px}
.st-merchant{display:flex;align-items:center;flex-wrap:wrap;gap:10px;font-weight:600;font-size:15px}
.st-mark{width:28px;height:28px;border-radius:50%;background:#635bff;color:#fff;display:grid;place-items:center;
  font-size:14px;font-weight:700}
.st-summary .muted{margin-top:22px}
.st-summary .amount{margin-top:4px}
.st-pay{padding:20px 20px 40px}
.st-pay h2{font-size:18px;font-weight:600;margin-bottom:16px}
.st-pay .hint{text-align:left;margin-top:6px}
.st-card{border:1px solid #d5dbe3;border-radius:6px;overflow:hidden}
.st-card input{border:0;border-radius:0}
.st-card .row{border-top:1px solid #d5dbe3;gap:0}
.st-card .row input+input{border-left:1px solid #d5dbe3}
.brand-stripe .btn-pay{background:#635bff;color:#fff}
.brand-stripe .btn-pay:hover{background:#4f46e5}
@media (min-width:860px){
  .brand-stripe{background:linear-gradient(90deg,#f6f9fc 50%,#fff 50%)}
  .st-layout{grid-template-columns:1fr 1fr}
  .st-summary{padding:64px 56px 48px 24px}
  .st-pay{padding:64px 24px 48px 56px}
}
`;
