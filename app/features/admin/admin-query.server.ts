/** The operations console's query strings as its loaders read them. Server-only: zod stays out of the pages. */
import { z } from "zod";
import { pageQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { oneOrNoneOf, optionalValue, searchText } from "~/lib/search-params.server";
import { BOARD_STATUSES } from "./admin-rules";

/** The board's filters: `?city=`, `?restaurant=` and `?status=`; none chosen shows every active order. */
export const boardQuerySchema = z
  .object({ city: optionalValue(), restaurant: optionalValue(), status: oneOrNoneOf(BOARD_STATUSES) })
  .transform(({ city, restaurant, status }) => ({ cityId: city, restaurantId: restaurant, status }));

const MAX_ADMIN_QUERY = 80;

/** The console's searchable lists (users, restaurants): `?q=` and `?page=`. */
export const adminSearchQuerySchema = pageQuerySchema.extend({ q: searchText(MAX_ADMIN_QUERY) });

/** The restaurants list also narrows to one city, `?city=`. */
export const restaurantSearchQuerySchema = adminSearchQuerySchema.extend({ city: optionalValue() });
