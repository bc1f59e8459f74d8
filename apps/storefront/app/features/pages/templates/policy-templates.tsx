import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { useShop } from "@storefront/features/layout/shop-details";
import type { ShippingZoneSummary } from "../api";
import { HelpCard } from "../components/help-card";
import { PolicyDocument } from "../components/policy-document";
import { POLICIES_UPDATED } from "../content/policy";
import { PRIVACY_INTRO, privacySections } from "../content/privacy";
import { RETURNS_INTRO, returnsSections } from "../content/returns";
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
  const shop = useShop();
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Shipping and delivery"
      intro={SHIPPING_INTRO}
      sections={shippingSections(shippingRule, shippingZones, shop)}
      updated={POLICIES_UPDATED}
      footer={<HelpCard />}
    />
  );
}

export function ReturnTemplate() {
  const shop = useShop();
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Returns, exchanges and refunds"
      intro={RETURNS_INTRO}
      sections={returnsSections(shop)}
      updated={POLICIES_UPDATED}
    />
  );
}

export function PrivacyTemplate() {
  const shop = useShop();
  return (
    <PolicyDocument
      eyebrow="Legal"
      title="Privacy policy"
      intro={PRIVACY_INTRO}
      sections={privacySections(shop)}
      updated={POLICIES_UPDATED}
    />
  );
}

export function TermsTemplate({ shippingRule }: { shippingRule: DomesticShippingRule }) {
  const shop = useShop();
  return (
    <PolicyDocument
      eyebrow="Legal"
      title="Terms of service"
      intro={TERMS_INTRO}
      sections={termsSections(shippingRule, shop)}
      updated={POLICIES_UPDATED}
    />
  );
}
