import { useRef } from "react";
import { useFocusRescue } from "~/ui/useFocusRescue";
import { formKit, KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { richText } from "~/ui/rich-text";
import { useT } from "~/ui/useT";

/** A coupon as the box lists it (`couponText`). */
interface ListedCoupon {
  code: string;
  terms: string;
  applies: boolean;
  note: string;
}

/**
 * The promo code: applied (with 'Remove'), or a field to apply one; a refused code stays as typed. Under it,
 * every coupon with its terms, and 'Apply' for those the cart reaches.
 */
export function PromoBox({ kit, applied, coupons }: { kit: FormKit; applied: string | null; coupons: ListedCoupon[] }) {
  const { t } = useT("cart");
  // Applying swaps the field for 'Remove' and removing swaps it back, with the focus in what went away:
  // the control that replaces it takes the focus (customer audit M6). The two rows have their own keys so
  // that React replaces the button too: reused, it would keep the focus, worded 'Apply' after 'Remove'.
  const box = useRef<HTMLElement>(null);
  useFocusRescue(applied, () =>
    box.current?.querySelector<HTMLElement>(applied ? "button[type=submit]" : "input[name=code]"),
  );
  return (
    <section ref={box} aria-labelledby="promo-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="promo-heading" className="text-lg font-bold">
        {t("Promo Code")}
      </h2>
      <KitForm kit={kit} action="/cart" preventScrollReset className="mt-3">
        <input type="hidden" name="returnTo" value="/cart" />
        {applied ? (
          <div key="applied" className="flex items-center justify-between gap-2">
            <p>{richText(t("<0>{code}</0> applied", { code: applied }), <strong />)}</p>
            <SubmitButton className="btn-secondary">{t("Remove")}</SubmitButton>
          </div>
        ) : (
          <div key="field" className="flex items-start gap-2">
            <Field
              name="code"
              label={<span className="sr-only">{t("Promo code")}</span>}
              autoComplete="off"
              placeholder={t("Enter promo code")}
              className="flex-1 [&_input]:uppercase"
            />
            <SubmitButton className="btn-primary mt-1">{t("Apply")}</SubmitButton>
          </div>
        )}
      </KitForm>
      {coupons.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t("Available coupons")}</h3>
          <ul className="mt-2 space-y-3">
            {coupons.map((coupon) => (
              <li key={coupon.code} className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-40 flex-1">
                  <p className="font-bold">{coupon.code}</p>
                  <p className="meta">{coupon.terms}</p>
                  <p className={`text-sm ${coupon.applies ? "text-green-800" : "text-gray-700"}`}>{coupon.note}</p>
                </div>
                {coupon.code === applied ? (
                  <p className="font-semibold text-green-800">{t("Applied")}</p>
                ) : coupon.applies ? (
                  <KitForm kit={formKit({ id: `coupon-${coupon.code}`, intent: "apply-promo" })} action="/cart">
                    <input type="hidden" name="returnTo" value="/cart" />
                    <input type="hidden" name="code" value={coupon.code} />
                    <SubmitButton aria-label={t("Apply {code}", { code: coupon.code })} className="btn-secondary">
                      {t("Apply")}
                    </SubmitButton>
                  </KitForm>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
