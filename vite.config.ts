import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Kept out of the chunk every page loads: the help and company pages' code, the console's, the payout
 * statements', the partner portal's, the sign-in and sign-up panel with Google's and the codes' steps, the
 * restaurant listings' filters and notices, the address form, choosing a location, orders, pricing and
 * payments, a dish's options and Add (menus and search), the store badges, the content pages' frame, point
 * lists and live updates, data tables' headings and page links (each loaded only by the pages that use it).
 */
const SET_APART =
  /[\\/]app[\\/](features[\\/](support[\\/]|leads[\\/]|admin[\\/]|partners[\\/]|payouts[\\/]|delivery[\\/]|orders[\\/]|pricing[\\/]|payments[\\/]|tips[\\/]|location[\\/]|accounts[\\/](AuthPanel|InvitationAnswer|GoogleSignedIn|CodeForm|verification-rules)|content[\\/]StoreBadges|catalogue[\\/](ListingFilters|ListingHeader|RestaurantList|NotServedNotice|dish-options)|cart[\\/](DishOptionsForm|AddToCart|CustomiseDish|TipBox)|addresses[\\/]AddressForm)|ui[\\/](layout[\\/](ContentPage|Checklist)|useLiveData|TableHead|PageLinks|form-fields))/;

export default defineConfig({
  environments: {
    // In the browser a page loads a handful of scripts, not thirty (a slow phone waits on each request):
    // React and React Router; the code most pages share; the help and company pages' own; the console's.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "libraries",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 4,
                },
                {
                  name: "shared",
                  test: (id: string) => /[\\/]app[\\/]/.test(id) && !SET_APART.test(id),
                  minShareCount: 2,
                  priority: 3,
                },
                {
                  name: "content",
                  test: /[\\/]app[\\/]features[\\/](support|leads)[\\/]/,
                  minShareCount: 2,
                  entriesAware: true,
                  priority: 2,
                },
                { name: "console", test: /[\\/]app[\\/]features[\\/]admin[\\/]/, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is server/app.ts, so the Express side and the routes share one
    // module graph (one database connection, one configuration).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
