import { useEffect } from "react";
import { useT } from "~/ui/useT";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import styles from "./app.css?url";
import { getCurrentUser, sessionMiddleware } from "~/features/accounts/session.server";
import { cartSummary } from "~/features/cart/cart-view.server";
import { favouriteItemIds } from "~/features/favourites/favourites.server";
import { currentLocation } from "~/features/location/location.server";
import { isDevelopment } from "~/lib/config.server";
import { liteMode } from "~/lib/lite-mode.server";
import { CATALOGUE_VERSION } from "~/lib/i18n.server";
import {
  catalogueAddress,
  DEFAULT_LANGUAGE,
  earlyCatalogueScript,
  fixedT,
  LANGUAGES,
  loadCatalogue,
  LOCALES,
  pageNamespaces,
  type Language,
} from "~/lib/i18n";
import { chosenLanguage, languageCookie, requestLanguage } from "~/lib/language.server";
import { publicOrigin } from "~/lib/public-url.server";
import { takeFlash } from "~/lib/flash.server";
import { BRAND, TAGLINE } from "~/lib/brand";
import { Footer } from "~/features/shell/Footer";
import { Header } from "~/features/shell/Header";
import { useFlash, useRootData, type RootData } from "~/features/shell/root-data";
import { useNonce } from "~/ui/nonce";
import { ToastStack } from "~/ui/toasts";
import { DevelopmentBanner } from "~/ui/layout/DevelopmentBanner";
import { ErrorPage, NotFoundPage } from "~/ui/ErrorPage";
import { FlashMessage } from "~/ui/FlashMessage";
import { HeartShape } from "~/features/favourites/Heart";
import { VegMarkShapes } from "~/ui/VegMark";
import { requestFacts } from "~/lib/request-context.server";
import { outageMiddleware } from "~/lib/outage.server";

/**
 * The style sheet has a precedence, so React puts it in the head ahead of the scripts' module preloads:
 * a slow phone asks for it first and paints as soon as it arrives.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * While the database is out, every page answers the outage page first (lib/outage.server.ts); otherwise
 * every request's session is read once, here, for every loader and action (`getCurrentUser`).
 */
export const middleware: Route.MiddlewareFunction[] = [outageMiddleware, sessionMiddleware];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const [location, user] = await Promise.all([
    currentLocation(request, context.get(requestFacts).clientIp),
    getCurrentUser(context),
  ]);
  const [cart, favourites, { flash, headers }] = await Promise.all([
    user ? cartSummary(user.id) : null,
    user ? favouriteItemIds(user.id) : ([] as string[]),
    takeFlash(request),
  ]);
  // Arriving by a `hreflang` address (`?lang=hi`) chooses that language for the pages that follow.
  const language = requestLanguage(request);
  if (language !== chosenLanguage(request.headers.get("Cookie")) && url.searchParams.has("lang")) {
    headers.append("Set-Cookie", languageCookie(language));
  }
  return data<RootData>(
    {
      location,
      cartCount: cart?.count ?? 0,
      favourites,
      user: user && { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
      flash,
      developmentMode: isDevelopment(),
      lite: liteMode(request),
      language,
      catalogueVersion: CATALOGUE_VERSION,
      origin: publicOrigin(),
    },
    { headers },
  );
}

/** This page's address in `language` (`?lang=`), or without a language for `x-default`. */
function useAddressIn(origin: string) {
  const { pathname, search } = useLocation();
  return (language: Language | null) => {
    const params = new URLSearchParams(search);
    if (language) params.set("lang", language);
    else params.delete("lang");
    const query = params.toString();
    return `${origin}${pathname}${query ? `?${query}` : ""}`;
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const flash = useFlash();
  const { t, language } = useT();
  const addressIn = useAddressIn(root?.origin ?? "");
  const namespaces = pageNamespaces(useMatches());
  return (
    <html
      lang={LOCALES[language]}
      data-language={language}
      data-namespaces={namespaces.join(" ")}
      data-catalogues={root?.catalogueVersion}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
        {root && !root.lite ? (
          <script
            nonce={nonce}
            // Our own addresses (letters, digits and /?=_-), JSON-encoded.
            dangerouslySetInnerHTML={{
              __html: earlyCatalogueScript(
                namespaces.map((namespace) => catalogueAddress(language, namespace, root.catalogueVersion)),
              ),
            }}
          />
        ) : null}
        {root
          ? [...LANGUAGES, null].map((each) => (
              <link
                key={each ?? "default"}
                rel="alternate"
                hrefLang={each ? LOCALES[each] : "x-default"}
                href={addressIn(each)}
              />
            ))
          : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t("Skip to main content")}
        </a>
        <HeartShape />
        <VegMarkShapes />
        {root?.developmentMode ? <DevelopmentBanner /> : null}
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div role="status" className="mx-auto max-w-7xl px-4">
            {flash && !flash.id ? <FlashMessage flash={flash} /> : null}
          </div>
          {children}
        </main>
        <Footer lite={root?.lite ?? false} />
        <ToastStack />
        {root?.lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** A language chosen without a page load (signing in brings the account's) turns the page to it. */
export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n, language } = useT();
  const namespaces = pageNamespaces(useMatches()).join(" ");
  useEffect(() => {
    const wanted = loaderData.language;
    if (language === wanted) return;
    const version = loaderData.catalogueVersion;
    const loads = namespaces.split(" ").map((namespace) => loadCatalogue(i18n, wanted, namespace, version));
    void Promise.all(loads).then(() => i18n.activate(wanted));
  }, [i18n, language, loaderData.language, loaderData.catalogueVersion, namespaces]);
  return <Outlet />;
}

/** The page title; an error page's own (one <title>, with or without JavaScript). */
export function meta({ error, loaderData }: Route.MetaArgs) {
  const t = fixedT(loaderData?.language ?? DEFAULT_LANGUAGE);
  if (error)
    return [
      {
        title: `${t(isRouteErrorResponse(error) && error.status === 404 ? "Page Not Found" : "Something went wrong")} — ${BRAND}`,
      },
    ];
  return [{ title: `${BRAND} — ${t(TAGLINE)}` }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const said = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage detail={said} />;
  const message = isRouteErrorResponse(error)
    ? String(said ?? error.statusText)
    : "Something went wrong on our side. Please try again.";
  return <ErrorPage message={message} />;
}
