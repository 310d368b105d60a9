import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { BRAND_SLUG } from "./lib/brand";

/** Pages the footer and header link to whose capability has not landed yet: a real 'Coming soon' page. */
const COMING_SOON = [`${BRAND_SLUG}-one`, `${BRAND_SLUG}-instamart`, `${BRAND_SLUG}-dineout`, `${BRAND_SLUG}-genie`];

/** Short company, partner and legal pages, one module rendering each path's content. */
const COMPANY_PAGES = [
  "about-us",
  "careers",
  "team",
  "press",
  "for-riders",
  "for-businesses",
  "privacy-policy",
  "terms-of-service",
];

export default [
  index("routes/catalogue/home.tsx"),
  route("restaurants", "routes/catalogue/restaurants.tsx"),
  route("restaurants/dine-out", "routes/catalogue/dine-out.tsx"),
  route("categories/:slug", "routes/catalogue/category.tsx"),
  route("menu/:slug/:id", "routes/catalogue/menu.tsx"),
  route("search", "routes/catalogue/search.tsx"),
  route("location", "routes/location/location.tsx"),
  route("unauthorized", "routes/unauthorized.tsx"),
  route("cart", "routes/cart/cart.tsx"),
  route("cart/replace", "routes/cart/cart-replace.tsx"),
  route("cart/pending", "routes/cart/cart-pending.ts"),
  route("dishes/:id/options", "routes/cart/dish-options.tsx"),
  route("dishes/:id/repeat", "routes/cart/dish-repeat.tsx"),
  route("favorites", "routes/favourites/toggle.ts"),
  route("lite-mode", "routes/lite-mode.ts"),
  route("language", "routes/language/language.ts"),
  route("locales/:language/:namespace", "routes/language/catalogue.ts"),

  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("verify", "routes/auth/verify.tsx"),
  route("login/mobile", "routes/auth/mobile.tsx"),
  route("login/mobile/code", "routes/auth/mobile-code.tsx"),
  route("login/mobile/name", "routes/auth/mobile-name.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("auth/google", "routes/auth/google.tsx"),
  route("auth/google/callback", "routes/auth/google-callback.tsx"),
  route("auth/google/link", "routes/auth/google-link.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),

  ...prefix("profile", [
    layout("routes/profile/layout.tsx", [
      index("routes/profile/index.tsx"),
      route("account", "routes/profile/account.tsx"),
      route("settings", "routes/profile/settings.tsx"),
      route("addresses", "routes/profile/addresses.tsx"),
      route("addresses/new", "routes/profile/address-new.tsx"),
      route("addresses/:id/edit", "routes/profile/address-edit.tsx"),
      route("favorites", "routes/profile/favourites.tsx"),
      route("favorites/move", "routes/profile/favourite-move.tsx"),
      route("favorites/:listId", "routes/profile/favourite-list.tsx"),
      route("orders", "routes/profile/orders.tsx"),
      route("orders/:id", "routes/profile/order.tsx"),
      route("orders/:id/receipt", "routes/profile/order-receipt.tsx"),
      route("orders/:id/invoice", "routes/profile/order-invoice.tsx"),
      route("orders/:id/review", "routes/profile/order-review.tsx"),
      route("help-support", "routes/profile/help-support.tsx"),
      route("payments", "routes/profile/payments.tsx"),
    ]),
  ]),
  route("profile/orders/:id/events", "routes/profile/order-events.ts"),
  route("checkout/pay/:orderId", "routes/checkout/pay.tsx"),
  route("checkout/result/:orderId", "routes/checkout/result.tsx"),
  route("checkout/attempt/:gatewayOrderId", "routes/checkout/attempt.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("restaurants", "routes/admin/restaurants.tsx"),
      route("restaurants/:id", "routes/admin/restaurant.tsx"),
      route("restaurants/:id/dishes/new", "routes/admin/dish-new.tsx"),
      route("restaurants/:id/dishes/:dishId", "routes/admin/dish.tsx"),
      route("restaurants/:id/dishes/:dishId/options", "routes/admin/dish-options.tsx"),
      route("tickets", "routes/admin/tickets.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/:id", "routes/admin/user.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("payouts", "routes/admin/payouts.tsx"),
      route("cities", "routes/admin/cities.tsx"),
    ]),
  ]),
  route("admin/orders/events", "routes/admin/order-events.ts"),

  // Restaurant partners (issue 35)
  route("partner", "routes/partner/home.tsx"),
  route("partner/join", "routes/partner/join.tsx"),
  route("partner/:restaurantId/orders", "routes/partner/orders.tsx"),
  route("partner/:restaurantId/orders/events", "routes/partner/order-events.ts"),
  route("partner/:restaurantId/orders/:orderId/ticket", "routes/partner/ticket.tsx"),
  route("partner/:restaurantId/kitchen", "routes/partner/kitchen.tsx"),
  route("partner/:restaurantId/reviews", "routes/partner/reviews.tsx"),
  route("partner/:restaurantId/team", "routes/partner/team.tsx"),
  route("admin/payouts.csv", "routes/admin/payouts-csv.ts"),

  // Content, offers, corporate and help (issue 7)
  route("offers", "routes/content/offers.tsx"),
  route("corporate", "routes/content/corporate.tsx"),
  route("corporate/contact", "routes/content/corporate-contact.tsx"),
  route("get-the-app", "routes/content/get-the-app.tsx"),
  route("contact-us", "routes/content/contact-us.tsx"),
  route("partner-with-us", "routes/content/partner-with-us.tsx"),
  ...COMPANY_PAGES.map((path) => route(path, "routes/content/company-page.tsx", { id: `company/${path}` })),
  ...["help-support", `${BRAND_SLUG}-corporate`].map((path) =>
    route(path, "routes/content/redirects.ts", { id: `moved/${path}` }),
  ),
  route("help", "routes/help/help.tsx"),
  route("help/vote", "routes/help/vote.ts"),
  route("help/guides/:slug", "routes/help/guide.tsx"),

  ...COMING_SOON.map((path) => route(path, "routes/coming-soon.tsx", { id: `coming-soon/${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
