import { data, Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { PAUSE_MINUTES, rupeesInput } from "~/features/admin/admin-rules";
import { restaurantActionSchema } from "~/features/admin/admin.schema";
import { HOURS_FIELDS } from "~/features/catalogue/opening-hours-input";
import { weekdayName } from "~/features/catalogue/opening";
import { formatDateTime } from "~/lib/dates";
import {
  addDish,
  detailsFingerprint,
  dishPictures,
  findRestaurantForAdmin,
  hoursInputs,
  setDishAvailable,
  setRestaurantBusy,
  setRestaurantHours,
  setRestaurantOpen,
  updateDish,
  updateRestaurant,
  type AdminDish,
} from "~/features/admin/admin-restaurants.server";
import { menuPath } from "~/features/catalogue/slug";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { fixedT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { notFound } from "~/lib/http.server";
import type { Flash } from "~/lib/flash";
import { redirectWithFlash } from "~/lib/flash.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { ErrorSummary, Field, typed, type FormResult } from "~/ui/forms";
import { SelectField, TextAreaField } from "~/ui/fields";
import { Price } from "~/ui/Price";
import { VegMark } from "~/ui/VegMark";
import { ActionAlert } from "~/features/admin/ActionAlert";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import type { Route } from "./+types/restaurant";
import { useT } from "~/ui/useT";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const language = requestLanguage(request);
  const [restaurant, pictures] = await Promise.all([findRestaurantForAdmin(params.id, language), dishPictures()]);
  if (!restaurant) notFound(request, "That restaurant was not found.");
  const hours = hoursInputs(restaurant.hours);
  return {
    restaurant,
    pictures,
    shown: detailsFingerprint(restaurant.details),
    // One field a weekday: "hours.monday", labelled Monday (सोमवार), showing the saved hours.
    hoursFields: HOURS_FIELDS.map((field, weekday) => ({
      name: `hours.${field}`,
      id: `hours-${field}`,
      label: weekdayName(weekday, language),
      saved: hours[weekday] ?? "",
    })),
    shownHours: JSON.stringify(hours),
    pausedUntil: restaurant.pausedUntil ? formatDateTime(restaurant.pausedUntil, language) : null,
  };
}

type Reply = { form: string; dishId: string | null; result: FormResult; error: string | null };

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const language = requestLanguage(request);
  const t = fixedT(language);
  const { admin, submission } = await adminSubmission({ request, context, url }, restaurantActionSchema(t, language));
  const here = `/admin/restaurants/${params.id}`;
  const reply = (status: number, fields: Partial<Reply>) =>
    data<Reply>(
      {
        form: String(submission.payload.intent ?? ""),
        dishId: typeof submission.payload.dishId === "string" ? submission.payload.dishId : null,
        result: null,
        error: null,
        ...fields,
      },
      { status },
    );
  if (submission.status !== "success") return reply(400, { result: submission.reply() });
  const value = submission.value;
  let message: Flash;
  let outcome;
  let to = here;
  switch (value.intent) {
    case "set-open":
      outcome = await setRestaurantOpen(admin, params.id, value.open);
      message = value.open ? ADMIN_MESSAGES.restaurantOpened : ADMIN_MESSAGES.restaurantClosed;
      break;
    case "hours":
      outcome = await setRestaurantHours(admin, params.id, value.hours, value.shown, language);
      message = ADMIN_MESSAGES.hoursSaved;
      to = `${here}#hours-title`;
      break;
    case "pause":
      outcome = await setRestaurantBusy(admin, params.id, value.minutes);
      message = ADMIN_MESSAGES.restaurantBusy;
      break;
    case "resume":
      outcome = await setRestaurantBusy(admin, params.id, null);
      message = ADMIN_MESSAGES.restaurantResumed;
      break;
    case "details":
      outcome = await updateRestaurant(
        admin,
        params.id,
        {
          name: value.name,
          cuisines: value.cuisines,
          street: value.street,
          locality: value.locality,
          prepMinutes: value.prepMinutes,
          deliveryRadiusKm: value.deliveryRadiusKm,
          minOrderPaise: value.minOrder,
          costForTwoPaise: value.costForTwo,
        },
        value.shown,
      );
      message = ADMIN_MESSAGES.restaurantSaved;
      break;
    case "dish-available":
      outcome = await setDishAvailable(admin, params.id, value.dishId, value.available);
      message = ADMIN_MESSAGES.dishSaved;
      to = `${here}#dish-${value.dishId}`;
      break;
    case "dish-update":
      outcome = await updateDish(
        admin,
        params.id,
        value.dishId,
        { pricePaise: value.price, isBestseller: value.bestseller },
        { pricePaise: value.shownPrice, isBestseller: value.shownBestseller },
      );
      message = ADMIN_MESSAGES.dishSaved;
      to = `${here}#dish-${value.dishId}`;
      break;
    case "dish-add":
      outcome = await addDish(admin, params.id, {
        name: value.name,
        description: value.description,
        pricePaise: value.price,
        isVeg: value.diet === "veg",
        isBestseller: value.bestseller,
        menuCategory: value.menuCategory,
        categoryId: value.pictureId,
      });
      message = ADMIN_MESSAGES.dishAdded;
      break;
  }
  // A refused edit comes back with what was typed, so nothing is lost; its message in the page's language.
  if (!outcome.ok)
    return reply(outcome.status, { result: submission.reply(), error: t(outcome.message, outcome.values) });
  return redirectWithFlash(request, to, message);
}

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const name = loaderData?.restaurant.details.name;
  return [
    {
      title: `${name ? t("{restaurant} — operations", { restaurant: name }) : t("Restaurant — operations")} — ${BRAND}`,
    },
  ];
}

export default function AdminRestaurant({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant: r, pictures, shown, hoursFields, shownHours, pausedUntil } = loaderData;
  const d = r.details;
  const detailsResult = actionData?.form === "details" ? actionData.result : null;
  const hoursResult = actionData?.form === "hours" ? actionData.result : null;
  const addResult = actionData?.form === "dish-add" ? actionData.result : null;
  // After a refused save the form shows what was typed (an emptied field stays empty), else the saved value.
  const value = (result: FormResult, name: string, saved: string) => (result ? (typed(result, name) ?? "") : saved);
  const { t } = useT("adminMenu");
  return (
    <section aria-labelledby="restaurant-title" className="space-y-8">
      <div className="space-y-2">
        <Link to="/admin/restaurants" className="text-sm font-semibold text-brand-700 underline">
          {t("All restaurants")}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="restaurant-title" className="text-2xl font-bold">
            {d.name}
          </h1>
          <p
            className={`rounded-full px-3 py-1 text-sm font-semibold ${r.takesOrders ? "bg-green-50 text-green-900" : "bg-gray-100 text-gray-900"}`}
          >
            {r.openingText}
          </p>
        </div>
        <p className="text-gray-700">
          {d.locality}, {r.cityName} ·{" "}
          <Link to={menuPath(r)} className="font-semibold text-brand-700 underline">
            {t("View menu in the catalogue")}
          </Link>
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="set-open" />
          <input type="hidden" name="open" value={r.isActive ? "0" : "1"} />
          <button type="submit" className={r.isActive ? "btn-secondary text-red-800" : "btn-primary"}>
            {r.isActive ? t("Close restaurant") : t("Open restaurant")}
          </button>
        </Form>
        {pausedUntil ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="resume" />
            <p className="font-semibold">{t("Busy until {time}", { time: pausedUntil })}</p>
            <button type="submit" className="btn-secondary">
              {t("Take orders again")}
            </button>
          </Form>
        ) : r.isActive ? (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="pause" />
            <span className="font-semibold">{t("Too busy to cook?")}</span>
            {PAUSE_MINUTES.map((minutes) => (
              <button key={minutes} type="submit" name="minutes" value={minutes} className="btn-secondary">
                {t("{minutes, plural, one {Busy for # minute} other {Busy for # minutes}}", { minutes })}
              </button>
            ))}
          </Form>
        ) : null}
        {actionData && (actionData.error || actionData.result) ? (
          <RestaurantAlert reply={actionData} dishes={r.dishes} />
        ) : null}
      </div>

      <section aria-labelledby="details-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="details-title" className="text-lg font-bold">
          {t("Details")}
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="details" />
          <input type="hidden" name="shown" value={shown} />
          <div className="sm:col-span-2">
            <ErrorSummary
              id="details-errors"
              result={detailsResult}
              fields={{
                name: "r-name",
                cuisines: "r-cuisines",
                street: "r-street",
                locality: "r-locality",
                prepMinutes: "r-prep",
                deliveryRadiusKm: "r-radius",
                minOrder: "r-min",
                costForTwo: "r-cost",
              }}
            />
          </div>
          <Field
            id="r-name"
            name="name"
            label={t("Name")}
            result={detailsResult}
            defaultValue={value(detailsResult, "name", d.name)}
            required
            maxLength={80}
          />
          <Field
            id="r-cuisines"
            name="cuisines"
            label={t("Cuisines")}
            hint={t("Separated by commas, most characteristic first.")}
            result={detailsResult}
            defaultValue={value(detailsResult, "cuisines", d.cuisines.join(", "))}
            required
          />
          <Field
            id="r-street"
            name="street"
            label={t("Street address")}
            result={detailsResult}
            defaultValue={value(detailsResult, "street", d.street)}
            required
          />
          <Field
            id="r-locality"
            name="locality"
            label={t("Locality")}
            result={detailsResult}
            defaultValue={value(detailsResult, "locality", d.locality)}
            required
          />
          <Field
            id="r-prep"
            name="prepMinutes"
            label={t("Preparation time (minutes)")}
            hint={t("Customers see this plus the ride to them.")}
            inputMode="numeric"
            result={detailsResult}
            defaultValue={value(detailsResult, "prepMinutes", String(d.prepMinutes))}
            required
          />
          <Field
            id="r-radius"
            name="deliveryRadiusKm"
            label={t("Delivery radius (km)")}
            hint={t("Farther customers see “Too far to deliver”.")}
            inputMode="decimal"
            result={detailsResult}
            defaultValue={value(detailsResult, "deliveryRadiusKm", String(d.deliveryRadiusKm))}
            required
          />
          <Field
            id="r-min"
            name="minOrder"
            label={t("Minimum order (₹)")}
            inputMode="decimal"
            result={detailsResult}
            defaultValue={value(detailsResult, "minOrder", rupeesInput(d.minOrderPaise))}
            required
          />
          <Field
            id="r-cost"
            name="costForTwo"
            label={t("Cost for two (₹)")}
            inputMode="decimal"
            result={detailsResult}
            defaultValue={value(detailsResult, "costForTwo", rupeesInput(d.costForTwoPaise))}
            required
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t("Save details")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="hours-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="hours-title" className="text-lg font-bold">
          {t("Opening hours")}
        </h2>
        <p id="hours-hint" className="meta mt-1">
          {t(
            "24-hour India time, like 12:00-15:30, 19:00-23:30; 18:00-02:00 runs past midnight; 00:00-24:00 is all day; empty is closed.",
          )}
        </p>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="hours" />
          <input type="hidden" name="shown" value={shownHours} />
          <div className="sm:col-span-2">
            <ErrorSummary
              id="hours-errors"
              result={hoursResult}
              fields={Object.fromEntries(hoursFields.map((field) => [field.name, field.id]))}
            />
          </div>
          {hoursFields.map((field) => (
            <Field
              key={field.name}
              id={field.id}
              name={field.name}
              label={field.label}
              result={hoursResult}
              defaultValue={value(hoursResult, field.name, field.saved)}
              maxLength={120}
            />
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t("Save hours")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="menu-title" className="space-y-3">
        <h2 id="menu-title" className="text-lg font-bold">
          {t("{count, plural, one {Menu (# dish)} other {Menu (# dishes)}}", { count: r.dishes.length })}
        </h2>
        <ul className="space-y-3">
          {r.dishes.map((dish) => (
            <li key={dish.id} id={`dish-${dish.id}`} className="scroll-mt-24">
              <DishRow
                dish={dish}
                form={actionData?.dishId === dish.id ? actionData.form : null}
                result={actionData?.dishId === dish.id ? actionData.result : null}
                error={actionData?.dishId === dish.id ? actionData.error : null}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="add-dish-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="add-dish-title" className="text-lg font-bold">
          {t("Add a dish")}
        </h2>
        {/* Keyed on the menu's length, so the form is empty again once a dish is added (with JavaScript too). */}
        <Form key={r.dishes.length} method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="dish-add" />
          <div className="sm:col-span-2">
            <ErrorSummary
              id="add-dish-errors"
              result={addResult}
              fields={{
                name: "new-name",
                price: "new-price",
                description: "new-description",
                menuCategory: "new-section",
                pictureId: "new-picture",
                diet: "new-veg",
              }}
            />
          </div>
          <Field id="new-name" name="name" label={t("Name")} result={addResult} required maxLength={80} />
          <Field id="new-price" name="price" label={t("Price (₹)")} inputMode="decimal" result={addResult} required />
          <TextAreaField
            id="new-description"
            name="description"
            label={t("Description (optional)")}
            result={addResult}
            rows={2}
            maxLength={300}
            className="sm:col-span-2"
          />
          <Field
            id="new-section"
            name="menuCategory"
            label={t("Menu section (optional)")}
            hint={t("For example Starters or Main Course.")}
            result={addResult}
            maxLength={40}
          />
          <SelectField
            id="new-picture"
            name="pictureId"
            label={t("Picture")}
            result={addResult}
            options={Object.fromEntries(pictures.map((picture) => [picture.id, picture.name]))}
          />
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t("Diet")}</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input
                id="new-veg"
                type="radio"
                name="diet"
                value="veg"
                defaultChecked={(typed(addResult, "diet") ?? "veg") === "veg"}
              />{" "}
              {t("Veg")}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="diet" value="non-veg" defaultChecked={typed(addResult, "diet") === "non-veg"} />{" "}
              {t("Non-veg")}
            </label>
          </fieldset>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="bestseller" defaultChecked={typed(addResult, "bestseller") === "on"} />{" "}
            {t("Bestseller")}
            <span className="sr-only"> {t("(new dish)")}</span>
          </label>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t("Add dish")}
            </button>
          </div>
        </Form>
      </section>
    </section>
  );
}

function DishRow({
  dish,
  form,
  result,
  error,
}: {
  dish: AdminDish;
  /** Which of the dish's forms the last reply is about. */
  form: string | null;
  result: FormResult;
  error: string | null;
}) {
  const titleId = `dish-${dish.id}-title`;
  const priceResult = form === "dish-update" ? result : null;
  const { t } = useT("adminMenu");
  return (
    <article
      aria-labelledby={titleId}
      className={`space-y-2 rounded-2xl border p-4 ${dish.available ? "border-gray-200" : "border-gray-300 bg-gray-50"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          <VegMark veg={dish.isVeg} /> {dish.name}
        </h3>
        <p className="meta">
          {dish.menuCategory ?? t("Uncategorized")} · <Price paise={dish.pricePaise} /> ·{" "}
          {dish.available ? t("Available") : t("Unavailable")}
          {dish.isBestseller ? ` · ${t("Bestseller")}` : ""}
        </p>
      </div>
      {error ? <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">{error}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="dish-update" />
          <input type="hidden" name="dishId" value={dish.id} />
          <input type="hidden" name="shownPrice" value={dish.pricePaise} />
          <input type="hidden" name="shownBestseller" value={dish.isBestseller ? "1" : "0"} />
          <Field
            id={`price-${dish.id}`}
            name="price"
            label={
              <>
                {t("Price")}
                <span className="sr-only"> {t("of {dish}", { dish: dish.name })}</span> (₹)
              </>
            }
            inputMode="decimal"
            result={priceResult}
            defaultValue={priceResult ? (typed(priceResult, "price") ?? "") : rupeesInput(dish.pricePaise)}
            className="w-32"
            required
          />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="bestseller"
              defaultChecked={priceResult ? typed(priceResult, "bestseller") === "on" : dish.isBestseller}
            />{" "}
            {t("Bestseller")}
            <span className="sr-only">: {dish.name}</span>
          </label>
          <button type="submit" className="btn-secondary">
            {t("Save")}
            <span className="sr-only"> {dish.name}</span>
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="dish-available" />
          <input type="hidden" name="dishId" value={dish.id} />
          <input type="hidden" name="available" value={dish.available ? "0" : "1"} />
          <button type="submit" className="btn-secondary">
            {dish.available ? t("Mark unavailable") : t("Mark available")}
            <span className="sr-only"> {dish.name}</span>
          </button>
        </Form>
      </div>
      <Link
        to={`dishes/${dish.id}/options`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t("{count, plural, =0 {Options (none)} one {Options (# group)} other {Options (# groups)}}", {
          count: dish.optionGroups,
        })}
        <span className="sr-only"> {t("of {dish}", { dish: dish.name })}</span>
      </Link>
    </article>
  );
}

/** The last action's problem at the top of the page, linking down to the form it concerns. */
function RestaurantAlert({ reply, dishes }: { reply: Reply; dishes: AdminDish[] }) {
  const { t } = useT("adminMenu");
  const dish = dishes.find((candidate) => candidate.id === reply.dishId);
  const where =
    reply.form === "details"
      ? { href: "#details-title", text: t("Go to the details") }
      : reply.form === "hours"
        ? { href: "#hours-title", text: t("Go to the opening hours") }
        : reply.form === "dish-add"
          ? { href: "#add-dish-title", text: t("Go to the new dish") }
          : dish
            ? { href: `#dish-${dish.id}`, text: t("Go to {dish}", { dish: dish.name }) }
            : null;
  // The action's message is already in the page's language.
  return (
    <ActionAlert message={reply.error ?? t("Some fields need fixing.")} href={where?.href} linkText={where?.text} />
  );
}
