import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Paths are the spec's; matching is case-insensitive (React Router's default), so /loginsignup works too.
export default [
  index("routes/home.tsx"),
  route("loginSignup", "routes/login-signup.tsx"),
  route("ForgotPassword", "routes/forgot-password.tsx"),
  route("OrderTracking", "routes/order-tracking.tsx"),
  route("search", "routes/search.tsx"),
  route("search/:query", "routes/search-results.tsx"),
  route("category/:cat/:id", "routes/category.tsx", { id: "category-by-id" }),
  route("category/:cat", "routes/category.tsx", { id: "category-by-name" }),
  route("singleproduct/:name/p/:productId/:cat?", "routes/product.tsx"),
  route("CustomSize/:name", "routes/custom-size.tsx"),
  route("Cart", "routes/cart.tsx"),
  route("BuyNow", "routes/buy-now.tsx"),
  route("Checkout", "routes/checkout.tsx"),
  route("Wishlist", "routes/wishlist.tsx"),
  route("UserAccount", "routes/user-account.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("Shipping", "routes/shipping.tsx"),
  route("PrivacyPolicy", "routes/privacy.tsx"),
  route("TermsOfService", "routes/terms.tsx"),
  route("FAQ", "routes/faq.tsx"),
  route("Return", "routes/return.tsx"),
  route("preferences/section", "routes/preferences.section.ts"),
  route("logout", "routes/logout.ts"),
  // Older template pages move permanently to their real pages.
  route("product/:id", "routes/legacy-product.ts"),
  route("products/:keyword?", "routes/legacy-products.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
