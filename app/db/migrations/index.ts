import type { Migration } from "kysely";
import * as catalogue from "./0001_catalogue";
import * as accounts from "./0002_accounts";
import * as cartAddresses from "./0003_cart_addresses";
import * as favourites from "./0004_favourites";
import * as orders from "./0005_orders";
import * as contentSupport from "./0006_content_support";
import * as payments from "./0007_payments";
import * as preferredPayment from "./0008_preferred_payment";
import * as operations from "./0009_operations";
import * as orderContactPhone from "./0010_order_contact_phone";
import * as offersApplied from "./0011_offers_applied";
import * as orderDeliveryMinutes from "./0012_order_delivery_minutes";
import * as accountRecovery from "./0013_account_recovery";
import * as paymentStates from "./0014_payment_states";
import * as checkedColumns from "./0015_checked_columns";
import * as jobLeases from "./0016_job_leases";
import * as rateLimits from "./0017_rate_limits";
import * as ordersUpdated from "./0018_orders_updated";
import * as reviews from "./0019_reviews";
import * as openingHours from "./0020_opening_hours";
import * as scheduledOrders from "./0021_scheduled_orders";
import * as deliveryDistance from "./0022_delivery_distance";
import * as dishOptions from "./0023_dish_options";
import * as userLanguage from "./0024_user_language";
import * as orderOfferTerms from "./0025_order_offer_terms";
import * as replyAuthorName from "./0026_reply_author_name";
import * as signupCodes from "./0027_signup_codes";
import * as catalogueVersion from "./0028_catalogue_version";
import * as hindiNames from "./0029_hindi_names";
import * as indianBill from "./0030_indian_bill";
import * as restaurantPartners from "./0031_restaurant_partners";
import * as repliesAndDishesBackOn from "./0032_replies_and_dishes_back_on";
import * as mobileSignIn from "./0033_mobile_sign_in";
import * as deliveryPartners from "./0034_delivery_partners";
import * as orderDropPoint from "./0035_order_drop_point";
import * as tipsAfterCheckout from "./0036_tips_after_checkout";

/** Every migration, in order. Listed explicitly so they are bundled with the server build. */
export const migrations: Record<string, Migration> = {
  "0001_catalogue": catalogue,
  "0002_accounts": accounts,
  "0003_cart_addresses": cartAddresses,
  "0004_favourites": favourites,
  "0005_orders": orders,
  "0006_content_support": contentSupport,
  "0007_payments": payments,
  "0008_preferred_payment": preferredPayment,
  "0009_operations": operations,
  "0010_order_contact_phone": orderContactPhone,
  "0011_offers_applied": offersApplied,
  "0012_order_delivery_minutes": orderDeliveryMinutes,
  "0013_account_recovery": accountRecovery,
  "0014_payment_states": paymentStates,
  "0015_checked_columns": checkedColumns,
  "0016_job_leases": jobLeases,
  "0017_rate_limits": rateLimits,
  "0018_orders_updated": ordersUpdated,
  "0019_reviews": reviews,
  "0020_opening_hours": openingHours,
  "0021_scheduled_orders": scheduledOrders,
  "0022_delivery_distance": deliveryDistance,
  "0023_dish_options": dishOptions,
  "0024_user_language": userLanguage,
  "0025_order_offer_terms": orderOfferTerms,
  "0026_reply_author_name": replyAuthorName,
  "0027_signup_codes": signupCodes,
  "0028_catalogue_version": catalogueVersion,
  "0029_hindi_names": hindiNames,
  "0030_indian_bill": indianBill,
  "0031_restaurant_partners": restaurantPartners,
  "0032_replies_and_dishes_back_on": repliesAndDishesBackOn,
  "0033_mobile_sign_in": mobileSignIn,
  "0034_delivery_partners": deliveryPartners,
  "0035_order_drop_point": orderDropPoint,
  "0036_tips_after_checkout": tipsAfterCheckout,
};
