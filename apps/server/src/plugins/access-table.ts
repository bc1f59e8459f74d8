import type { Policy } from "@boutique/shared/access";

/**
 * Every /api/admin route and who may call it. A route registered under /api/admin without an
 * entry here stops the app from starting, and the role-matrix test is generated from this table.
 * Keys use Fastify's path syntax.
 */
export const ADMIN_API_ACCESS: Record<string, Policy> = {
  // Catalogue: admin and Editor.
  "GET /api/admin/category/parent": "catalog",
  "GET /api/admin/category/all": "catalog",
  "GET /api/admin/category/cat/:id": "catalog",
  "GET /api/admin/category/:id": "catalog",
  "POST /api/admin/category": "catalog",
  "PUT /api/admin/category/:id": "catalog",
  "POST /api/admin/category/image": "catalog",
  "DELETE /api/admin/category/:id": "catalog",
  "DELETE /api/admin/category/all": "catalog",
  "GET /api/admin/category/export": "catalog",
  "GET /api/admin/customization/:tag": "staff",
  "GET /api/admin/products": "catalog",
  "GET /api/admin/products/export": "catalog",
  "GET /api/admin/products/:id": "catalog",
  "POST /api/admin/products": "catalog",
  "PUT /api/admin/products/:id": "catalog",
  "POST /api/admin/products/images": "catalog",
  "POST /api/admin/products/variant": "catalog",
  "POST /api/admin/products/variant/images": "catalog",
  "POST /api/admin/products/variant/galleryimages": "catalog",
  "DELETE /api/admin/products/variant/:id": "catalog",
  "DELETE /api/admin/products": "catalog",
  "DELETE /api/admin/products/all": "catalog",
  "POST /api/admin/products/state": "catalog",
  "GET /api/admin/inventory": "catalog",
  "PUT /api/admin/inventory": "catalog",
  "POST /api/admin/media": "staff",

  // Home content and size customization: admin and Employee.
  "GET /api/admin/customization": "content",
  "POST /api/admin/customization": "content",
  "DELETE /api/admin/customization/:id": "content",
  "GET /api/admin/marque": "content",
  "POST /api/admin/marque": "content",
  "GET /api/admin/budget": "content",
  "POST /api/admin/budget": "content",
  "DELETE /api/admin/budget/:id": "content",
  "GET /api/admin/home-sections": "content",
  "POST /api/admin/home-section1": "content",
  "POST /api/admin/home-section2": "content",

  // Admin only.
  "GET /api/admin/users": "admin",
  "POST /api/admin/users": "admin",
  "DELETE /api/admin/users/:email": "admin",
  "GET /api/admin/orders": "admin",
  "GET /api/admin/orders/all": "admin",
  "GET /api/admin/orders/export": "admin",
  "GET /api/admin/orders/dashboard": "admin",
  "POST /api/admin/orders/:id": "admin",
  "GET /api/admin/testimonials": "admin",
  "POST /api/admin/testimonials": "admin",
  "DELETE /api/admin/testimonials/:id": "admin",
  "GET /api/admin/coupons": "admin",
  "POST /api/admin/coupons": "admin",
  "DELETE /api/admin/coupons/:id": "admin",
  "GET /api/admin/customers": "admin",
  "GET /api/admin/customers/export": "admin",
  "PUT /api/admin/settings/shipping": "admin",
  "GET /api/admin/shipping/zones": "admin",
  "POST /api/admin/shipping/zones": "admin",
  "PUT /api/admin/shipping/zones/:id": "admin",
  "DELETE /api/admin/shipping/zones/:id": "admin",
  "GET /api/admin/inbox": "staff",
  "GET /api/admin/inbox/count": "staff",
  "PUT /api/admin/inbox/:kind/:id": "staff",
  "PUT /api/admin/products/review/:id": "catalog",
  "GET /api/admin/reviews": "catalog",

  // The storefront calls these few as a customer; the service checks ownership where it matters.
  "GET /api/admin/products/review/:parent_id": "user",
  "POST /api/admin/products/review": "user",
  "POST /api/admin/category/question": "public",
  "GET /api/admin/orders/:id": "user",
};
