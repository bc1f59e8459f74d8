// Every table of every module, for drizzle-kit and the typed query API.

export * from "../modules/approvals/approvals.tables";
export * from "../modules/auth/auth.tables";
export * from "../modules/cart/cart.tables";
export * from "../modules/catalog/catalog.tables";
export * from "../modules/content/content.tables";
export * from "../modules/coupons/coupons.tables";
export * from "../modules/customers/customers.tables";
export * from "../modules/enquiries/enquiries.tables";
export * from "../modules/invoices/invoices.tables";
export * from "../modules/mail/mail.tables";
export * from "../modules/measurements/measurements.tables";
export * from "../modules/orders/orders.tables";
export * from "../modules/payments/payments.tables";
export * from "../modules/privacy/privacy.tables";
export * from "../modules/recovery/recovery.tables";
export * from "../modules/returns/returns.tables";
export * from "../modules/reviews/reviews.tables";
export * from "../modules/settings/settings.tables";
export * from "../modules/shipping/shipping.tables";
export * from "../modules/size-charts/size-charts.tables";
export * from "../modules/whatsapp/whatsapp.tables";
export * from "../modules/wishlist/wishlist.tables";
