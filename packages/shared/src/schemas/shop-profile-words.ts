// The shop profile's type and defaults without zod, for the storefront's first load (decision 045).

/** GET /api/shop: what the storefront shows of the shop. */
export type ShopProfile = {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** Digits with the country code, for https://wa.me/<whatsapp>. */
  whatsapp: string;
  hours: string;
};

/** The one default profile, until staff change it: the server's settings and the storefront's fallback. */
export const SHOP_PROFILE_DEFAULTS: ShopProfile = {
  name: "Rangrez Boutique",
  address: "14, Lodhi Colony Market, Block B, New Delhi 110003",
  phone: "+91 98110 42517",
  email: "care@rangrez.example",
  whatsapp: "919811042517",
  hours: "Mon-Sat 10:00 to 18:00 IST",
};
