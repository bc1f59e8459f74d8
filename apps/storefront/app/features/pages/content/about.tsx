import { SHOP_NAME } from "@storefront/features/layout/shop-details";
import { POLICY } from "./policy";

export const ABOUT_STORY = [
  `${SHOP_NAME} began as a small dyeing and tailoring workshop in New Delhi. "Rangrez" is the old name for the dyer, the craftsman who gives cloth its colour, and colour is still where every piece of ours starts.`,
  "Today our team of pattern cutters, embroiderers and tailors makes suits, lehengas, sarees, dupattas and turbans for women, men and children, alongside jewellery and bags chosen to go with them. Most of what we sell is made after you order it, in your size or to your own measurements.",
  "We ship from New Delhi to customers across India and around the world, many of them dressing for a wedding or a festival far from home. We would like every parcel to feel like a visit to a family tailor: unhurried, personal and made for you.",
];

export const ABOUT_VALUES = [
  {
    title: "Made to measure",
    text: "Choose a standard size from XS to XXL, or send your measurements and we cut the piece for you: blouse, sleeve length, lehenga waist and length, height, padding.",
  },
  {
    title: "Handwork you can see",
    text: "Zari, gota, mirror and thread embroidery done by hand by artisans we have worked with for years, on fabrics we dye ourselves where we can.",
  },
  {
    title: "Honest timelines",
    text: `Garments take ${POLICY.makingTimeGarments} to make and accessories ${POLICY.makingTimeAccessories}; with delivery, most orders arrive in ${POLICY.overallEstimate}. We tell you before you pay, not after.`,
  },
  {
    title: "People, not a call centre",
    text: `Questions go to the people who make your clothes. We answer ${POLICY.supportHours} and reply within ${POLICY.replyWithin}.`,
  },
];

export const ABOUT_FACTS = [
  { value: POLICY.overallEstimate, label: "typical delivery, worldwide" },
  { value: "XS-XXL", label: "or your own measurements" },
  { value: `${POLICY.returnWindowDays} days`, label: "to return ready-to-wear" },
];
