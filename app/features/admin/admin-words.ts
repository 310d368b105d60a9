import { HOURS_FIELDS, type HoursProblem } from "~/features/catalogue/opening-hours-input";
import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import type { Words } from "~/lib/words";
import type { SupportRefusal } from "./admin-support.server";
import type { CityRefusal } from "./admin-cities.server";
import type { UserRefusal } from "./admin-users.server";
import type { RestaurantRefusal } from "./catalogue-change.server";
import { OPTIONS_EXAMPLE, type OptionsProblem } from "./dish-options-input";

/** The console's words for its outcome codes: a refused change, a wrong day of hours, a wrong line of options. */

/** A weekday (0 Sunday … 6 Saturday) in `t`'s language. */
function weekday(day: number, t: Translate): string {
  return t(
    "{day, select, sunday {Sunday} monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} other {Saturday}}",
    { day: HOURS_FIELDS[day] ?? "saturday" },
  );
}

/** A week of hours as a refusal names them: "Sunday 12:00-15:30; Monday closed; …". */
function weekText(inputs: readonly string[], t: Translate): string {
  return HOURS_FIELDS.map((_, day) => `${weekday(day, t)} ${inputs[day] || t("closed")}`).join("; ");
}

export const RESTAURANT_WORDS: Words<RestaurantRefusal> = {
  "restaurant-not-found": (_, t) => t("That restaurant was not found."),
  "dish-not-found": (_, t) => t("That dish was not found in this restaurant."),
  "unknown-picture": (_, t) => t("Choose a picture from the list."),
  "hours-changed": ({ hours }, t) =>
    t(
      "Another admin changed these hours since you opened the page, so nothing was saved. Saved now: {hours}. Your typing is kept below; save again to replace theirs.",
      { hours: weekText(hours, t) },
    ),
  "details-changed": ({ details }, t) =>
    t(
      "Another admin changed these details since you opened the page, so nothing was saved. Saved now: name {name}; cuisines {cuisines}; street {street}; locality {locality}; preparation time {prepMinutes} min; delivery radius {radius} km; minimum order {minOrder}; cost for two {costForTwo}; GSTIN {gstin}; commission {commission}%. Your typing is kept below; save again to replace theirs.",
      {
        name: details.name,
        cuisines: details.cuisines.join(", "),
        street: details.street,
        locality: details.locality,
        prepMinutes: String(details.prepMinutes),
        radius: String(details.deliveryRadiusKm),
        minOrder: formatRupees(details.minOrderPaise),
        costForTwo: formatRupees(details.costForTwoPaise),
        gstin: details.gstin ?? "—",
        commission: String(details.commissionBasisPoints / 100),
      },
    ),
  "dish-changed": ({ dish, pricePaise, bestseller }, t) =>
    t(
      "Another admin changed {dish} since you opened the page (now {price}, {bestseller, select, yes {a bestseller} other {not a bestseller}}), so nothing was saved. Save again to replace it.",
      { dish, price: formatRupees(pricePaise), bestseller: bestseller ? "yes" : "no" },
    ),
  "options-changed": ({ dish }, t) =>
    t(
      "Another admin changed the options of {dish} since you opened the page, so nothing was saved. Save again to replace them.",
      { dish },
    ),
};

export const HOURS_WORDS: Words<HoursProblem> = {
  format: (_, t) => t("Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed."),
  "not-a-time": ({ text }, t) =>
    t("{text} is not a time of day. Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed.", { text }),
  "ends-when-it-starts": ({ text }, t) =>
    t("{text} ends when it starts; for the whole day write 00:00-24:00.", { text }),
  "too-many-ranges": ({ count }, t) =>
    t("{count, plural, one {Use at most # range a day.} other {Use at most # ranges a day.}}", { count }),
  overlap: ({ first, second }, t) => t("{first} and {second} overlap.", { first, second }),
  "runs-into": ({ weekday: day, time }, t) =>
    t("These hours run into {day}'s, which start at {time}.", { day: weekday(day, t), time }),
};

export const OPTIONS_WORDS: Words<OptionsProblem> = {
  "too-many-groups": ({ count }, t) =>
    t("{count, plural, one {Use at most # group.} other {Use at most # groups.}}", { count }),
  "group-format": ({ line }, t) => t("Line {line}: write it like “{example}”.", { line, example: OPTIONS_EXAMPLE }),
  "long-name": ({ line, count }, t) => t("Line {line}: use at most {count} characters for a name.", { line, count }),
  "duplicate-group": ({ line, name }, t) => t("Line {line}: “{name}” is already a group.", { line, name }),
  "option-format": ({ line }, t) =>
    t("Line {line}: write each option as a name and a price, like “Full ₹120”.", { line }),
  "option-price": ({ line }, t) => t("Line {line}: an option costs at most ₹5,000.", { line }),
  "duplicate-option": ({ line, name }, t) => t("Line {line}: “{name}” is listed twice.", { line, name }),
  "too-many-options": ({ line, count }, t) =>
    t("Line {line}: use at most {count} options in a group.", { line, count }),
  choices: ({ line, count }, t) =>
    t(
      "Line {line}: “choose” takes numbers from 0 to {count} (its options), the smaller first and the larger at least 1.",
      { line, count },
    ),
};

export const USER_WORDS: Words<UserRefusal> = {
  "user-not-found": (_, t) => t("That account was not found."),
  "last-admin": (_, t) => t("This is the last admin account. Make another account an admin first."),
  "own-sessions": (_, t) => t("To sign yourself out elsewhere, use 'Sign out of other devices' in your account."),
};

export const CITY_WORDS: Words<CityRefusal> = {
  "city-not-found": (_, t) => t("That city was not found."),
};

export const SUPPORT_WORDS: Words<SupportRefusal> = {
  "ticket-not-found": (_, t) => t("That ticket was not found."),
  "ticket-moved-on": ({ ref, status }, t) =>
    t(
      "Ticket #{ref} is now {status, select, open {Open} in_progress {In progress} resolved {Resolved} other {{status}}}; nothing was changed.",
      { ref, status },
    ),
  "lead-not-found": (_, t) => t("That lead was not found."),
};
