/** The boutique's public contact details, shown in the footer and on help pages. */
export const SHOP = {
  name: "Rangrez Boutique",
  street: "14, Lodhi Colony Market, Block B",
  city: "New Delhi 110003, India",
  phoneDisplay: "+91 98110 42517",
  phoneHref: "tel:+919811042517",
  email: "care@rangrez.example",
  whatsapp: "https://wa.me/919811042517",
  hours: "Mon-Sat 10:00 to 18:00 IST",
  socials: [
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "Facebook", href: "https://www.facebook.com/" },
    { label: "Pinterest", href: "https://www.pinterest.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;
