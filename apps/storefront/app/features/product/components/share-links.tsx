/** Plain share links for four networks: no scripts from the networks load on the page. */
export function ShareLinks({ url, title, image }: { url: string; title: string; image: string | null }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      label: "Pinterest",
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${text}${image ? `&media=${encodeURIComponent(image)}` : ""}`,
    },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${text}` },
  ];
  return (
    <div className="mt-6 flex flex-wrap items-center gap-1.5">
      <span className="text-sm font-medium text-ink">Share:</span>
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${link.label} (opens in a new tab)`}
          className="border border-line bg-white px-2.5 py-1.5 text-xs font-medium text-ink hover:border-maroon hover:text-maroon"
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
