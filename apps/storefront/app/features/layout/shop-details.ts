import { SHOP_PROFILE_DEFAULTS, type ShopProfile } from "@boutique/shared/schemas/shop-profile-words";
import { useRouteLoaderData } from "react-router";

/**
 * The brand in the storefront's own copy (page titles, descriptions, the about story). The legal and contact
 * lines (address, phone, email, WhatsApp, hours, the operator's name) come from the profile: useShop().
 */
export const SHOP_NAME = SHOP_PROFILE_DEFAULTS.name;

/** The shop as the storefront shows it: its one profile (GET /api/shop, issue 26 §5) made into links. */
export type Shop = {
  name: string;
  address: string;
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  /** https://wa.me/<number>: a chat with the shop. */
  whatsapp: string;
  hours: string;
};

export function shopFrom(profile: ShopProfile | null | undefined): Shop {
  const { name, address, phone, email, whatsapp, hours } = profile ?? SHOP_PROFILE_DEFAULTS;
  return {
    name,
    address,
    phoneDisplay: phone,
    phoneHref: `tel:${phone.replace(/[^+0-9]/g, "")}`,
    email,
    whatsapp: `https://wa.me/${whatsapp}`,
    hours,
  };
}

/** The profile the root loader read for this page (the defaults when it could not be read). */
export function useShop(): Shop {
  const root = useRouteLoaderData("root") as { shop?: ShopProfile | null } | undefined;
  return shopFrom(root?.shop);
}

export const SOCIALS = [
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "Pinterest", href: "https://www.pinterest.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
] as const;
