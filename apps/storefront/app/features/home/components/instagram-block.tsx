import { imageUrl } from "@storefront/lib/images";
import type { InstagramBlock as InstagramData } from "../api";
import { imageSrcSet } from "../image-set";

const DEFAULT_PROFILE = "https://www.instagram.com/";

/** The Instagram grid with the follower count and handle (marquee indexes 2 and 3). */
export function InstagramBlock({ instagram }: { instagram: InstagramData }) {
  const { images, followers, handle } = instagram;
  if (images.length === 0) return null;
  const profile = images.find((image) => image.url)?.url ?? DEFAULT_PROFILE;
  return (
    <section aria-labelledby="instagram-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center text-center">
        <InstagramMark className="h-7 w-7 text-maroon" />
        <h2 id="instagram-title" className="mt-3 text-3xl text-maroon sm:text-4xl">
          Follow us on Instagram
        </h2>
        <p className="mt-3 text-sm text-muted">
          {handle ? (
            <a
              href={profile}
              rel="noopener noreferrer"
              target="_blank"
              className="font-semibold text-ink hover:text-maroon"
            >
              {handle}
            </a>
          ) : null}
          {handle && followers ? <span aria-hidden> · </span> : null}
          {followers ? <span>{followers} followers</span> : null}
        </p>
      </div>
      <ul className="mt-8 grid grid-cols-3 gap-1.5 sm:grid-cols-4 sm:gap-3">
        {images.slice(0, 8).map((image, index) => (
          // Six on a phone keep the grid to two rows; eight from 640 px.
          <li key={image.id} className={index >= 6 ? "hidden sm:block" : undefined}>
            <a
              href={image.url || profile}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={`Instagram post ${index + 1}${handle ? ` by ${handle}` : ""}`}
              className="group relative block aspect-square overflow-hidden bg-ivory-deep"
            >
              <img
                src={imageUrl(image.name, 320)}
                srcSet={imageSrcSet(image.name, [160, 320, 480], 600)}
                sizes="(min-width: 1280px) 300px, (min-width: 640px) 24vw, 32vw"
                width={600}
                height={600}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span
                aria-hidden
                className="absolute inset-0 flex items-center justify-center bg-maroon/0 text-white opacity-0 transition group-hover:bg-maroon/40 group-hover:opacity-100"
              >
                <InstagramMark className="h-7 w-7" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Instagram's camera outline (brand marks are not in lucide). */
function InstagramMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
