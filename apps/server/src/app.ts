import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import checkoutFlow from "./flows/checkout/checkout.plugin";
import { compressOptions } from "./lib/compression";
import { logStream } from "./lib/log-format";
import accountRoutes from "./modules/account/account.routes";
import addressesService from "./modules/addresses/addresses.plugin";
import addressesStoreRoutes from "./modules/addresses/addresses.store-routes";
import approvalsPlugin from "./modules/approvals/approvals.plugin";
import authAdminRoutes from "./modules/auth/auth.admin-routes";
import authStoreRoutes from "./modules/auth/auth.store-routes";
import usersAdminRoutes from "./modules/auth/users.admin-routes";
import usersService from "./modules/auth/users.plugin";
import cartStoreRoutes from "./modules/cart/cart.store-routes";
import catalogServices from "./modules/catalog/catalog.plugin";
import catalogStoreRoutes from "./modules/catalog/catalog.store-routes";
import categoriesAdminRoutes from "./modules/catalog/categories.admin-routes";
import productDetailRoutes from "./modules/catalog/product-detail.routes";
import productsAdminRoutes from "./modules/catalog/products.admin-routes";
import checkoutStoreRoutes from "./modules/checkout/checkout.store-routes";
import contentAdminRoutes from "./modules/content/content.admin-routes";
import contentServices from "./modules/content/content.plugin";
import contentStoreRoutes from "./modules/content/content.store-routes";
import contentTestimonialsAdminRoutes from "./modules/content/content-testimonials.admin-routes";
import couponsAdminRoutes from "./modules/coupons/coupons.admin-routes";
import couponsService from "./modules/coupons/coupons.plugin";
import countriesStoreRoutes from "./modules/customers/countries.store-routes";
import customersAdminRoutes from "./modules/customers/customers.admin-routes";
import customersService from "./modules/customers/customers.plugin";
import customizationService from "./modules/customization/customization.plugin";
import customizationRoutes from "./modules/customization/customization.routes";
import deliveryPlugin from "./modules/delivery/delivery.plugin";
import enquiriesAdminRoutes from "./modules/enquiries/enquiries.admin-routes";
import enquiriesServices from "./modules/enquiries/enquiries.plugin";
import enquiriesStoreRoutes from "./modules/enquiries/enquiries.store-routes";
import questionsRoutes from "./modules/enquiries/questions.routes";
import healthRoutes from "./modules/health/health.routes";
import inventoryService from "./modules/inventory/inventory.plugin";
import invoicesAdminRoutes from "./modules/invoices/invoices.admin-routes";
import invoicesService from "./modules/invoices/invoices.plugin";
import invoicesStoreRoutes from "./modules/invoices/invoices.store-routes";
import legacyService from "./modules/legacy/legacy.plugin";
import legacyStoreRoutes from "./modules/legacy/legacy.store-routes";
import measurementsPlugin from "./modules/measurements/measurements.plugin";
import mediaRoutes from "./modules/media/media.routes";
import dashboardAdminRoutes from "./modules/orders/dashboard.admin-routes";
import dashboardService from "./modules/orders/dashboard.plugin";
import fulfilmentService from "./modules/orders/fulfilment.plugin";
import ordersAdminRoutes from "./modules/orders/orders.admin-routes";
import ordersStoreRoutes from "./modules/orders/orders.store-routes";
import trackingService from "./modules/orders/tracking.plugin";
import trackingStoreRoutes from "./modules/orders/tracking.store-routes";
import refundsAdminRoutes from "./modules/payments/refunds.admin-routes";
import refundsService from "./modules/payments/refunds.plugin";
import refundsStoreRoutes from "./modules/payments/refunds.store-routes";
import webhooksRoutes from "./modules/payments/webhooks.routes";
import privacyAdminRoutes from "./modules/privacy/privacy.admin-routes";
import privacyService from "./modules/privacy/privacy.plugin";
import privacyStoreRoutes from "./modules/privacy/privacy.store-routes";
import recoveryPlugin from "./modules/recovery/recovery.plugin";
import returnsAdminRoutes from "./modules/returns/returns.admin-routes";
import returnsService from "./modules/returns/returns.plugin";
import returnsStoreRoutes from "./modules/returns/returns.store-routes";
import reviewsAdminRoutes from "./modules/reviews/reviews.admin-routes";
import reviewsService from "./modules/reviews/reviews.plugin";
import reviewsStoreRoutes from "./modules/reviews/reviews.store-routes";
import seoService from "./modules/seo/seo.plugin";
import seoRoutes from "./modules/seo/seo.routes";
import settingsAdminRoutes from "./modules/settings/settings.admin-routes";
import settingsService from "./modules/settings/settings.plugin";
import settingsStoreRoutes from "./modules/settings/settings.store-routes";
import shippingAdminRoutes from "./modules/shipping/shipping.admin-routes";
import shippingService from "./modules/shipping/shipping.plugin";
import shippingStoreRoutes from "./modules/shipping/shipping.store-routes";
import sizeChartsPlugin from "./modules/size-charts/size-charts.plugin";
import whatsappPlugin from "./modules/whatsapp/whatsapp.plugin";
import wishlistService from "./modules/wishlist/wishlist.plugin";
import wishlistStoreRoutes from "./modules/wishlist/wishlist.store-routes";
import catalogChanges from "./plugins/answer-cache/database-notices";
import cacheBus from "./plugins/answer-cache/fan-out";
import answerCache from "./plugins/answer-cache/store";
import auth from "./plugins/auth";
import db from "./plugins/db";
import errors from "./plugins/errors";
import inputRules from "./plugins/input-rules";
import jobs from "./plugins/jobs";
import metrics from "./plugins/metrics";
import multipart from "./plugins/multipart";
import openapi from "./plugins/openapi";
import overload from "./plugins/overload";
import paymentSandbox from "./plugins/payment-sandbox";
import rateLimit from "./plugins/rate-limit";
import redis from "./plugins/redis";
import security from "./plugins/security";
import services from "./plugins/services";
import staticApps from "./plugins/static-apps";
import storage from "./plugins/storage";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built storefront and back office (off in API tests). */
  serveApps?: boolean;
  logger?: boolean;
};

export async function buildApp({ config, database, serveApps = true, logger = true }: BuildOptions) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ["req.headers.authorization", "req.headers.cookie", "body.password"],
          ...logStream(config.logFormat),
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(
    fp(
      async (instance) => {
        instance.decorate("config", config);
      },
      { name: "config" },
    ),
  );
  await app.register(errors);
  await app.register(inputRules);
  // Before every other hook, so a kept answer is sent at once (with the security headers); before
  // compression, so the cache keeps the JSON text and every answer is compressed for its client.
  await app.register(answerCache);
  await app.register(overload);
  await app.register(security);
  await app.register(compress, compressOptions);
  await app.register(db, { database });
  await app.register(metrics);
  await app.register(redis);
  await app.register(storage);
  await app.register(cacheBus, { channel: config.cacheChannel });
  await app.register(catalogChanges);
  await app.register(rateLimit);
  await app.register(auth);
  await app.register(openapi);
  await app.register(multipart);
  // Before the services: the cart reads the shipping rule and the dollar rate through it.
  await app.register(settingsService);
  await app.register(services);
  await app.register(shippingService);
  await app.register(addressesService);
  await app.register(usersService);
  await app.register(catalogServices);
  await app.register(inventoryService);
  await app.register(contentServices);
  await app.register(couponsService);
  await app.register(customersService);
  await app.register(customizationService);
  await app.register(enquiriesServices);
  await app.register(legacyService);
  await app.register(reviewsService);
  await app.register(seoService);
  await app.register(wishlistService);
  // Checkout and payments, after the services they use; it only decorates (providers and the flow).
  await app.register(checkoutFlow);
  // After payment (decisions 023-025): invoices first, then what uses them.
  await app.register(invoicesService);
  await app.register(approvalsPlugin);
  await app.register(fulfilmentService);
  await app.register(refundsService);
  await app.register(returnsService);
  await app.register(trackingService);
  await app.register(dashboardService);
  await app.register(privacyService);
  await app.register(recoveryPlugin);
  await app.register(sizeChartsPlugin);
  await app.register(deliveryPlugin);
  await app.register(measurementsPlugin);

  await app.register(healthRoutes);
  await app.register(authStoreRoutes);
  await app.register(authAdminRoutes);
  await app.register(accountRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogStoreRoutes);
  await app.register(categoriesAdminRoutes);
  await app.register(productDetailRoutes);
  await app.register(productsAdminRoutes);
  await app.register(settingsStoreRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(shippingStoreRoutes);
  await app.register(shippingAdminRoutes);
  await app.register(questionsRoutes);
  await app.register(reviewsStoreRoutes);
  await app.register(reviewsAdminRoutes);
  await app.register(seoRoutes);
  await app.register(contentStoreRoutes);
  await app.register(contentAdminRoutes);
  await app.register(customizationRoutes);
  await app.register(enquiriesStoreRoutes);
  await app.register(enquiriesAdminRoutes);
  await app.register(cartStoreRoutes);
  await app.register(wishlistStoreRoutes);
  await app.register(addressesStoreRoutes);
  await app.register(legacyStoreRoutes);
  await app.register(couponsAdminRoutes);
  await app.register(contentTestimonialsAdminRoutes);
  await app.register(customersAdminRoutes);
  await app.register(countriesStoreRoutes);
  await app.register(usersAdminRoutes);

  // Checkout and payments.
  await app.register(checkoutStoreRoutes);
  await app.register(ordersStoreRoutes);
  await app.register(webhooksRoutes);
  await app.register(whatsappPlugin);
  // After payment (decisions 023-025).
  await app.register(invoicesStoreRoutes);
  await app.register(invoicesAdminRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(refundsAdminRoutes);
  await app.register(refundsStoreRoutes);
  await app.register(returnsStoreRoutes);
  await app.register(returnsAdminRoutes);
  await app.register(trackingStoreRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(privacyStoreRoutes);
  await app.register(privacyAdminRoutes);
  await app.register(jobs);
  if (config.payments.sandbox) await app.register(paymentSandbox);

  if (serveApps) await app.register(staticApps);
  return app as unknown as FastifyInstance;
}
