import type { PoliciesAnswer } from "@boutique/shared/schemas/policies";
import { useShop } from "@storefront/features/layout/shop-details";
import Clock from "lucide-react/icons/clock";
import Headphones from "lucide-react/icons/headphones";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import Scale from "lucide-react/icons/scale";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import { QuestionForm } from "../components/question-form";
import type { QuestionResult } from "../contact.server";
import { POLICY } from "../content/policy";

export function ContactTemplate({
  result,
  policies,
}: {
  result: QuestionResult | undefined;
  policies: PoliciesAnswer | null;
}) {
  const shop = useShop();
  return (
    <article>
      <PageHeader eyebrow="Contact" title="We are here to help">
        <p>
          Sizing advice, a wedding date, an order on its way: ask the people who make your clothes. We reply
          within {POLICY.replyWithin}.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[22rem_1fr] lg:gap-16">
        <aside aria-label="Contact details" className="space-y-6">
          <address className="border border-line bg-white p-6 not-italic">
            <h2 className="text-2xl text-maroon">{shop.name}</h2>
            <div className="mt-4 space-y-4 text-ink">
              <Detail icon={<MapPin size={18} aria-hidden />} label="Studio">
                {shop.address}
              </Detail>
              <Detail icon={<Phone size={18} aria-hidden />} label="Phone">
                <a href={shop.phoneHref} className="hover:text-maroon">
                  {shop.phoneDisplay}
                </a>
              </Detail>
              <Detail icon={<Mail size={18} aria-hidden />} label="Email">
                <a href={`mailto:${shop.email}`} className="break-all hover:text-maroon">
                  {shop.email}
                </a>
              </Detail>
            </div>
          </address>
          <div className="border border-line bg-white p-6">
            <h2 className="text-xl text-maroon">Hours</h2>
            <div className="mt-4 space-y-4">
              <Detail icon={<Clock size={18} aria-hidden />} label="Shop">
                {shop.hours}
              </Detail>
              <Detail icon={<Headphones size={18} aria-hidden />} label="Online support">
                {POLICY.supportHours}, replies within {POLICY.replyWithin}
              </Detail>
            </div>
          </div>
          {policies ? <GrievanceOfficer policies={policies} /> : null}
          <a
            href={shop.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-center gap-2 bg-[#1f7a4d] px-5 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-[#17603c]"
          >
            <MessageCircle size={18} aria-hidden />
            Chat with us on WhatsApp
          </a>
        </aside>
        <section aria-labelledby="question-title" className="border border-line bg-white p-6 sm:p-10">
          <h2 id="question-title" className="text-3xl text-maroon">
            Ask us a question
          </h2>
          <p className="mt-2 mb-8 text-muted">
            Include your order number if it is about an order. Quick answers to common questions are in our{" "}
            <Link to="/FAQ" className="text-maroon underline underline-offset-4">
              FAQ
            </Link>
            .
          </p>
          <QuestionForm result={result} />
        </section>
      </div>
    </article>
  );
}

/** Named as the Consumer Protection (E-Commerce) Rules 2020 require, with the times they set. */
function GrievanceOfficer({ policies }: { policies: PoliciesAnswer }) {
  const officer = policies.grievance_officer;
  return (
    <div className="border border-line bg-white p-6" data-testid="grievance-officer">
      <h2 className="text-xl text-maroon">Grievance officer</h2>
      <div className="mt-4 space-y-4">
        <Detail icon={<Scale size={18} aria-hidden />} label={officer.name}>
          <a href={`mailto:${officer.email}`} className="break-all hover:text-maroon">
            {officer.email}
          </a>
          <span className="mt-1 block text-sm text-muted">
            Complaints are acknowledged within {policies.complaint_ack_hours} hours and resolved within{" "}
            {policies.complaint_resolve_days} days.
          </span>
        </Detail>
      </div>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-gold">{icon}</span>
      <div>
        <p className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{label}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}
