import { paiseToDollarCents, paiseToRupees } from "@boutique/shared/pricing/currency";
import type { OrderTotals } from "@boutique/shared/pricing/order-totals";
import {
  type OrderDetailAnswer,
  type OrderEvent,
  type OrderLine,
  type OrderSummary,
  type OrderSummaryRow,
  orderNumber,
  type ShippingRecord,
  type Totals,
} from "@boutique/shared/schemas/checkout";
import { specOrderStatus } from "@boutique/shared/schemas/order-lifecycle";
import type { CheckoutCoupon } from "../../modules/coupons/coupons.redemptions";
import type { TaxDocumentRow } from "../../modules/invoices/invoices.repository";
import { documentPath } from "../../modules/invoices/issue-documents";
import type {
  OrderEventRow,
  OrderLineRow,
  OrderListRow,
  OrderRow,
  OrderShippingRow,
} from "../../modules/orders/orders.repository";

/** The shop's paise become the spec's rupee fields (and cents its dollar ones) only here, at the edge. */

const cents = (value: number) => value / 100;

export function presentTotals(
  totals: OrderTotals,
  dollarRatePaise: number,
  coupon: CheckoutCoupon | null,
): Totals {
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    discount: paiseToRupees(totals.discountPaise),
    shipping: paiseToRupees(totals.shippingPaise),
    total: paiseToRupees(totals.totalPaise),
    total_usd: cents(totals.totalUsdCents),
    dollar_rate: dollarRatePaise / 100,
    weight_grams: totals.weightGrams,
    cod_fee: paiseToRupees(totals.codFeePaise),
    prepaid_discount: paiseToRupees(totals.prepaidDiscountPaise),
    coupon: coupon
      ? {
          code: coupon.code,
          discount: coupon.discountPercent,
          max_discount: coupon.maxDiscount === null ? null : paiseToRupees(coupon.maxDiscount),
        }
      : null,
  };
}

function orderTotalsOf(order: OrderRow): Totals {
  const rate = order.dollarRate ?? 0;
  return {
    subtotal: paiseToRupees(order.subtotal),
    discount: paiseToRupees(order.discount),
    shipping: paiseToRupees(order.shipping),
    total: paiseToRupees(order.total),
    total_usd: rate > 0 ? cents(paiseToDollarCents(order.total, rate)) : 0,
    dollar_rate: rate / 100,
    weight_grams: 0,
    cod_fee: paiseToRupees(order.codFee),
    prepaid_discount: paiseToRupees(order.prepaidDiscount),
    coupon: order.couponCode
      ? { code: order.couponCode, discount: order.couponPercent ?? 0, max_discount: null }
      : null,
  };
}

export function presentOrderSummary(order: OrderRow): OrderSummary {
  return {
    id: order.id,
    order_number: orderNumber(order.id),
    pay_type: order.payType,
    status: order.status,
    order_status: specOrderStatus(order.fulfilment),
    fulfilment: order.fulfilment,
    status_message: order.statusMessage,
    currency: order.currency,
    amount_charged: cents(order.amountCharged),
    refunded: cents(order.refundedAmount),
    totals: orderTotalsOf(order),
    created: order.createdAt.toISOString(),
    modified: order.modifiedAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: order.dhlUrl,
    invoice: order.invoiceUrl,
    need_by: order.needBy,
    dispatch_by: order.dispatchBy,
    deliver_by: order.deliverBy,
    rush_fee: paiseToRupees(order.rushFee),
  };
}

function presentLine(order: OrderRow, line: OrderLineRow, shipping: OrderShippingRow | null): OrderLine {
  return {
    id: line.id,
    order_id: order.id,
    product_id: line.productId,
    name: line.name,
    image: line.image,
    category: line.category,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    selling_price: paiseToRupees(line.sellingPrice),
    line_total: paiseToRupees(line.lineTotal),
    customization: line.customization,
    full_customization: JSON.stringify(line.fullCustomization),
    amount_charged: cents(order.amountCharged),
    discount: paiseToRupees(order.discount),
    pay_type: order.payType,
    status: order.status,
    order_status: specOrderStatus(order.fulfilment),
    status_message: order.statusMessage,
    modified: order.modifiedAt.toISOString(),
    created: order.createdAt.toISOString(),
    invoice: order.invoiceUrl,
    dhl: order.dhlUrl,
    made_to_measure: line.madeToMeasure,
    tailoring_stage: line.tailoringStage,
    cancelled: line.cancelledAt !== null,
    first_name: shipping?.firstName ?? "",
    last_name: shipping?.lastName ?? "",
    country: shipping?.country ?? "",
  };
}

function presentShipping(shipping: OrderShippingRow | null): ShippingRecord {
  return {
    first_name: shipping?.firstName ?? "",
    last_name: shipping?.lastName ?? "",
    full_name: shipping?.fullName ?? "",
    address1: shipping?.address1 ?? "",
    address2: shipping?.address2 ?? "",
    city: shipping?.city ?? "",
    state: shipping?.state ?? "",
    zip: shipping?.zip ?? "",
    country: shipping?.country ?? "",
    mobile: shipping?.mobile ?? "",
    s_mobile: shipping?.sMobile ?? "",
    s_email: shipping?.sEmail ?? "",
  };
}

/** The timeline as the customer and staff see it: what changed and when (not who: staff names stay inside). */
export function presentOrderEvent(event: OrderEventRow): OrderEvent {
  return {
    kind: event.kind,
    line_id: event.lineId,
    from: event.fromState,
    to: event.toState,
    at: event.createdAt.toISOString(),
    data: event.data,
  };
}

export function presentOrderDetail(
  order: OrderRow,
  lines: OrderLineRow[],
  shipping: OrderShippingRow | null,
  events: OrderEventRow[],
  documents: TaxDocumentRow[] = [],
  cod: OrderDetailAnswer["cod"] = null,
  late: OrderDetailAnswer["late_stages"] = [],
  approvals: OrderDetailAnswer["approvals"] = [],
): OrderDetailAnswer {
  return {
    order: presentOrderSummary(order),
    orders: lines.map((line) => presentLine(order, line, shipping)),
    shipping: presentShipping(shipping),
    timeline: events.map(presentOrderEvent),
    cod,
    approvals,
    late_stages: late,
    credit_notes: documents
      .filter((document) => document.kind === "credit_note")
      .map((document) => ({
        number: document.number,
        issued: document.issuedAt.toISOString(),
        amount: Number((document.figures as { totalPaise?: number }).totalPaise ?? 0) / 100,
        url: documentPath(document),
      })),
  };
}

export function presentOrderRow(row: OrderListRow): OrderSummaryRow {
  return {
    id: row.id,
    order_number: orderNumber(row.id),
    image: row.firstImage,
    name: row.firstName ?? "",
    category: row.firstCategory ?? "",
    color: row.firstColor ?? "",
    size: row.firstSize ?? "",
    items: row.items,
    modified: row.modifiedAt.toISOString(),
    created: row.createdAt.toISOString(),
    status: row.status,
    order_status: specOrderStatus(row.fulfilment),
    fulfilment: row.fulfilment,
    status_message: row.statusMessage,
    selling_price: paiseToRupees(row.total),
    pay_type: row.payType,
  };
}
