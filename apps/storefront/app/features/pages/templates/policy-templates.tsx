import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import type { ShippingZoneSummary } from "../api";
import { HelpCard } from "../components/help-card";
import { PolicyDocument } from "../components/policy-document";
import { POLICIES_UPDATED } from "../content/policy";
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "../content/privacy";
import { RETURNS_INTRO, RETURNS_SECTIONS } from "../content/returns";
import { SHIPPING_INTRO, shippingSections } from "../content/shipping";
import { TERMS_INTRO, termsSections } from "../content/terms";

/** Shipping and Terms state the domestic shipping rule an admin set (decision 007); Shipping also the zones abroad. */
export function ShippingTemplate({
  shippingRule,
  shippingZones,
}: {
  shippingRule: DomesticShippingRule;
  shippingZones: ShippingZoneSummary[];
}) {
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Shipping and delivery"
      intro={SHIPPING_INTRO}
      sections={shippingSections(shippingRule, shippingZones)}
      updated={POLICIES_UPDATED}
      footer={<HelpCard />}
    />
  );
}

export function ReturnTemplate() {
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Returns, exchanges and refunds"
      intro={RETURNS_INTRO}
      sections={RETURNS_SECTIONS}
      updated={POLICIES_UPDATED}
    />
  );
}

export function PrivacyTemplate() {
  return (
    <PolicyDocument
      eyebrow="Legal"
      title="Privacy policy"
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      updated={POLICIES_UPDATED}
    />
  );
}

export function TermsTemplate({ shippingRule }: { shippingRule: DomesticShippingRule }) {
  return (
    <PolicyDocument
      eyebrow="Legal"
      title="Terms of service"
      intro={TERMS_INTRO}
      sections={termsSections(shippingRule)}
      updated={POLICIES_UPDATED}
    />
  );
}
