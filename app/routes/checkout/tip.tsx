import { Link, redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { displayOrderId } from "~/features/orders/order-status";
import { checkoutReturns } from "~/features/payments/attempts.server";
import { GatewayCheckout } from "~/features/payments/GatewayCheckout";
import { tipPaymentStep } from "~/features/tips/tips.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/tip";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

/** The tip's payment step (opened from the order page); writes nothing. Without an open tip payment, back to the order. */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const tip = await tipPaymentStep(user.id, params.orderId);
  if (tip === "not-found") notFound(request, "That order was not found.");
  const here = `/profile/orders/${params.orderId}`;
  if (!tip) throw redirect(here);
  return { here, orderId: params.orderId, ...tip, ...checkoutReturns(user, `${here}?tip=cancelled`) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Tip your delivery partner")} — ${BRAND}` }];
}

export default function TipPayment({ loaderData }: Route.ComponentProps) {
  const { here, orderId, restaurantName, step, prefill, callbackUrl, cancelUrl } = loaderData;
  const { t } = useT("cart");
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("Tip your delivery partner")}</h1>
      <p className="mt-3 text-gray-800">
        {t("Order #{id} from {restaurant}", { id: displayOrderId(orderId), restaurant: restaurantName })} ·{" "}
        <strong>
          <Price paise={step.amountPaise} />
        </strong>
      </p>
      <p className="mt-1 text-sm text-gray-700">{t("Your whole tip goes to the delivery partner.")}</p>
      <GatewayCheckout
        step={step}
        description={t("Tip for order #{id}", { id: displayOrderId(orderId) })}
        prefill={prefill}
        method="upi"
        callbackUrl={callbackUrl}
        cancelUrl={cancelUrl}
        resultHref={(status) => `${here}?tip=${status}`}
      />
      <Link to={here} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t("Back to the order")}
      </Link>
    </section>
  );
}
