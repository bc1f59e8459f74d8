import { SmartLink } from "@storefront/features/home/components/smart-link";
import { imageUrl } from "@storefront/lib/images";

/** GET /api/banner/cart: the strip above the cart table, linked when staff gave it a link. */
export function CartBanner({ banner }: { banner: { image: string; url: string | null } | null }) {
  if (!banner) return null;
  const picture = (
    <img
      src={imageUrl(banner.image, 1280)}
      alt="Offers at the boutique"
      className="block h-auto max-h-48 w-full object-cover"
      width={1280}
      height={192}
    />
  );
  return (
    <div className="mb-6">
      {banner.url ? (
        <SmartLink to={banner.url} className="block">
          {picture}
        </SmartLink>
      ) : (
        picture
      )}
    </div>
  );
}
