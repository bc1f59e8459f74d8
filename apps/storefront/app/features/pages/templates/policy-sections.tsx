import { deferredSection } from "@storefront/lib/deferred-section";

// Policy text is static: the browser keeps the server's HTML and loads no code for it (decision 017).
const load = () => import("./policy-templates");
const NEVER = { hydrate: "never" } as const;

export const ShippingSection = deferredSection(() => load().then((module) => module.ShippingTemplate), NEVER);
export const ReturnSection = deferredSection(() => load().then((module) => module.ReturnTemplate), NEVER);
export const PrivacySection = deferredSection(() => load().then((module) => module.PrivacyTemplate), NEVER);
export const TermsSection = deferredSection(() => load().then((module) => module.TermsTemplate), NEVER);
