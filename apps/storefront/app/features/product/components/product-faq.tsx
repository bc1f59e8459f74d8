import ChevronDown from "lucide-react/icons/chevron-down";
import { RETURN_WINDOW_DAYS } from "../policy";

const FAQ = [
  {
    question: "How long will my order take to arrive?",
    answer:
      "Most pieces are made for you in 15-20 days (accessories 1-2 weeks), then delivered in 2-4 days in India and 4-6 days abroad: plan on 2-4 weeks in all.",
  },
  {
    question: "Can I get this outfit made to my measurements?",
    answer:
      "Yes, for pieces that show the Custom size link: send your measurements in inches there and our tailors stitch to them at no extra cost.",
  },
  {
    question: "Will the colour look exactly like the photos?",
    answer:
      "We photograph in daylight, but screens differ and hand-dyed fabric varies a little from batch to batch. Chat with us for a video of the piece if the shade matters.",
  },
  {
    question: "Do you ship outside India?",
    answer:
      "Yes, worldwide. Shipping abroad is quoted at checkout from the parcel's weight, and prices are shown in dollars alongside rupees.",
  },
  {
    question: "What is your return policy?",
    answer: `Exchange or return within ${RETURN_WINDOW_DAYS} days of delivery, with the item unused and its tags on. Custom-sized and recoloured pieces can be returned only for faults.`,
  },
];

/** Five questions; the shared `name` makes the browser keep one open at a time, with no script. */
export function ProductFaq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl text-maroon">
        Frequently asked questions
      </h2>
      <div className="mt-4 border-t border-line">
        {FAQ.map((item, index) => (
          <details key={item.question} name="faq" open={index === 0} className="group border-b border-line">
            <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 text-sm font-medium text-ink">
              {item.question}
              <ChevronDown
                aria-hidden
                className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
