import { imageUrl } from "@storefront/lib/images";
import type { MediaLink } from "../api";
import { Carousel } from "./carousel";
import { SectionHeading } from "./section-heading";
import { SmartLink } from "./smart-link";

const VIDEO_FILE = /\.(mp4|webm|mov|m4v)$/i;

/** Trending videos: five previews on desktop (spec §9); the section is left out when there are none. */
export function TrendingVideos({ videos }: { videos: MediaLink[] }) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <Carousel
        label="Trending videos"
        heading={<SectionHeading id="videos-title" eyebrow="Watch" title="Trending videos" />}
        items={videos}
        itemKey={(video) => video.id}
        layout="videos"
        renderItem={(video) => (
          <SmartLink to={video.url} className="block aspect-[9/16] overflow-hidden border border-line bg-ink">
            {VIDEO_FILE.test(video.name) ? (
              // Previews start muted and load only when played: a row of videos must not cost a phone its data plan.
              <video
                src={imageUrl(video.name)}
                controls
                muted
                playsInline
                preload="none"
                className="h-full w-full object-cover"
              >
                <track kind="captions" />
              </video>
            ) : (
              <img
                src={imageUrl(video.name, 480)}
                width={360}
                height={640}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            )}
          </SmartLink>
        )}
      />
    </section>
  );
}
