import type { ReactNode } from "react";

/** Simple drawn marks of the accepted payment methods (inline SVG, no downloaded logos). */
export function PaymentMarks() {
  return (
    <ul aria-label="Payment methods we accept" className="flex flex-wrap gap-2">
      <Mark label="Razorpay">
        <path d="M10 27 L18 9 L23 9 L15 27 Z" fill="#3395ff" />
        <path d="M14 18 L20 12 L17 19 Z" fill="#072654" />
        <text x="29" y="22" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" fill="#072654">
          Razorpay
        </text>
      </Mark>
      <Mark label="PayPal">
        <text x="10" y="23" fontFamily="Arial, sans-serif" fontSize="14" fontWeight="700" fontStyle="italic">
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Mark>
      <Mark label="Stripe" background="#635bff">
        <text
          x="40"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="15"
          fontWeight="700"
          fill="#fff"
        >
          stripe
        </text>
      </Mark>
      <Mark label="UPI">
        <text
          x="10"
          y="24"
          fontFamily="Arial, sans-serif"
          fontSize="16"
          fontWeight="800"
          fontStyle="italic"
          fill="#5f6368"
        >
          UPI
        </text>
        <path d="M50 8 L58 18 L50 28 Z" fill="#f47920" />
        <path d="M58 8 L66 18 L58 28 Z" fill="#138808" />
      </Mark>
      <Mark label="Visa">
        <text
          x="40"
          y="24"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="17"
          fontWeight="800"
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      </Mark>
      <Mark label="Mastercard">
        <circle cx="33" cy="18" r="10" fill="#eb001b" />
        <circle cx="47" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
        <path d="M40 10.8 A10 10 0 0 1 40 25.2 A10 10 0 0 1 40 10.8 Z" fill="#ff5f00" />
      </Mark>
    </ul>
  );
}

function Mark({
  label,
  background = "#fff",
  children,
}: {
  label: string;
  background?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <svg role="img" aria-label={label} viewBox="0 0 80 36" width="64" height="29" className="block">
        <rect x="0.5" y="0.5" width="79" height="35" rx="4" fill={background} stroke="#e4d8c6" />
        {children}
      </svg>
    </li>
  );
}
