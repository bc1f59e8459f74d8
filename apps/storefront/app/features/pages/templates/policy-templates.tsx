import { HelpCard } from "../components/help-card";
import { PolicyDocument } from "../components/policy-document";
import { POLICIES_UPDATED } from "../content/policy";
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "../content/privacy";
import { RETURNS_INTRO, RETURNS_SECTIONS } from "../content/returns";
import { SHIPPING_INTRO, SHIPPING_SECTIONS } from "../content/shipping";
import { TERMS_INTRO, TERMS_SECTIONS } from "../content/terms";

export function ShippingTemplate() {
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Shipping and delivery"
      intro={SHIPPING_INTRO}
      sections={SHIPPING_SECTIONS}
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

export function TermsTemplate() {
  return (
    <PolicyDocument
      eyebrow="Legal"
      title="Terms of service"
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      updated={POLICIES_UPDATED}
    />
  );
}
