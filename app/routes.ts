import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { BRAND_SLUG } from "./lib/brand";

/** Pages the footer and header link to whose capability has not landed yet: a real 'Coming soon' page. */
const COMING_SOON = [
  "offers", "corporate", "help", "get-the-app", "about-us", "careers", "team", "press",
  "contact-us", "partner", "partner-with-us", "for-riders", "for-businesses", "privacy-policy",
  "terms-of-service", "help-support",
  `${BRAND_SLUG}-one`, `${BRAND_SLUG}-instamart`, `${BRAND_SLUG}-dineout`, `${BRAND_SLUG}-genie`, `${BRAND_SLUG}-corporate`,
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
  route("favorites", "routes/favourites/toggle.ts"),

  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("verify", "routes/auth/verify.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("auth/google", "routes/auth/google.tsx"),
  route("auth/google/callback", "routes/auth/google-callback.tsx"),
  ...prefix("dev/oauth", [
    route("authorize", "routes/dev/oauth-authorize.tsx"),
    route("token", "routes/dev/oauth-token.ts"),
    route("userinfo", "routes/dev/oauth-userinfo.ts"),
  ]),

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
      ...["orders", "payments", "help-support"].map((path) =>
        route(path, "routes/profile/coming-soon.tsx", { id: `profile/coming-soon/${path}` }),
      ),
    ]),
  ]),
  route("admin", "routes/admin.tsx"),
  ...COMING_SOON.map((path) => route(path, "routes/coming-soon.tsx", { id: `coming-soon/${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
