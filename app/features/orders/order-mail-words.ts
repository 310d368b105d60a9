import { dishWithChoices, type ChosenOption } from "~/features/catalogue/dish-options";
import { billView, type Bill, type BillRow } from "~/features/pricing/bill-words";
import type { Language, Translate } from "~/lib/i18n";
import type { MailComposer } from "~/lib/mail.server";
import { mailBody, type MailBlock } from "~/lib/mail-body";
import { formatRupees } from "~/lib/money";
import { slotText } from "./delivery-slots";

/**
 * The order e-mails' words (decision 0031), each in the customer's language: placed (with its dishes and bill, or
 * its slot when scheduled), cancelled (with the refund) and delivered (with "Rate this order" and the invoice).
 */

/** What every order e-mail names: whom it greets, in which language, which order, and the order's page. */
export interface OrderMailValues {
  name: string;
  language: Language;
  ref: string;
  restaurant: string;
  orderLink: string;
}

export interface PlacedMailValues extends OrderMailValues {
  items: { name: string; quantity: number; choices: ChosenOption[]; unitPricePaise: number }[];
  bill: Bill;
  /** The start of a scheduled order's slot, or null (as soon as possible, in about `minutes`). */
  scheduledFor: string | null;
  minutes: number;
  cash: boolean;
}

export interface CancelledMailValues extends OrderMailValues {
  /** Who cancelled: the customer, or our team (the operations console). */
  by: "customer" | "team";
  reason: string | null;
  /** What goes back to the customer's original payment method; 0 when nothing was charged. */
  refundPaise: number;
}

export interface DeliveredMailValues extends OrderMailValues {
  bill: Bill;
  reviewLink: string;
  invoiceLink: string;
  invoiceAttached: boolean;
}

/** An amount as the bill shows it: "Free" for a delivery the offer paid for, a discount with a minus sign. */
function amountText({ paise, free }: BillRow): string {
  if (free) return free;
  return paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise);
}

/** The bill's lines as `billView` words them, the charges' group with its lines beneath, then "You saved". */
function billBlocks(bill: Bill, t: Translate): MailBlock[] {
  const view = billView(bill, t);
  const line = (row: BillRow, more: { indent?: boolean; strong?: boolean } = {}) => ({
    label: row.label,
    amount: amountText(row),
    ...more,
  });
  const amounts = [
    ...view.rows.map((row) => line(row)),
    ...(view.charges ? [line(view.charges), ...view.charges.rows.map((row) => line(row, { indent: true }))] : []),
    ...view.after.map((row) => line(row)),
    line(view.total, { strong: true }),
  ];
  return [{ amounts }, ...(view.saved ? [{ paragraph: view.saved }] : [])];
}

const greeting = (values: OrderMailValues, t: Translate): MailBlock => ({
  paragraph: t("Hi {name},", { name: values.name }),
});

/** A cash order placed, or an online order paid: what was ordered, the bill, and when it comes. */
export const orderPlacedMail: MailComposer<PlacedMailValues> = (values, t) => {
  const { ref, restaurant, language } = values;
  const slot = values.scheduledFor ? slotText(values.scheduledFor, language) : null;
  const total = formatRupees(values.bill.totalPaise);
  const blocks: MailBlock[] = [
    greeting(values, t),
    {
      paragraph: slot
        ? t("Your order #{ref} from {restaurant} is confirmed and scheduled for {slot}.", { ref, restaurant, slot })
        : t("Your order #{ref} from {restaurant} is confirmed. It should reach you in about {minutes} mins.", {
            ref,
            restaurant,
            minutes: values.minutes,
          }),
    },
    {
      amounts: values.items.map((item) => ({
        label: `${item.quantity} × ${dishWithChoices(item.name, item.choices)}`,
        amount: formatRupees(item.unitPricePaise * item.quantity),
      })),
    },
    ...billBlocks(values.bill, t),
    {
      paragraph: values.cash
        ? t("Please pay {total} in cash on delivery.", { total })
        : t("You paid {total} online.", { total }),
    },
    { link: t("Follow your order"), href: values.orderLink },
  ];
  return {
    subject: slot
      ? t("Order #{ref} scheduled for {slot}", { ref, slot })
      : t("Order #{ref} confirmed: {restaurant}", { ref, restaurant }),
    ...mailBody(blocks, language),
  };
};

/** An order cancelled: by whom, why if said, and what happens to the money. */
export const orderCancelledMail: MailComposer<CancelledMailValues> = (values, t) => {
  const { ref, restaurant } = values;
  const blocks: MailBlock[] = [
    greeting(values, t),
    {
      paragraph:
        values.by === "customer"
          ? t("You cancelled your order #{ref} from {restaurant}.", { ref, restaurant })
          : t("We are sorry: we had to cancel your order #{ref} from {restaurant}.", { ref, restaurant }),
    },
    ...(values.reason ? [{ paragraph: t("Reason: {reason}", { reason: t(values.reason) }) }] : []),
    {
      paragraph:
        values.refundPaise > 0
          ? t("{amount} will be refunded to your original payment method in 5–7 business days.", {
              amount: formatRupees(values.refundPaise),
            })
          : t("Nothing was charged."),
    },
    { link: t("See the order"), href: values.orderLink },
  ];
  return { subject: t("Order #{ref} cancelled", { ref }), ...mailBody(blocks, values.language) };
};

/** An order delivered: its total, "Rate this order" and its tax invoice (attached as a PDF when INVOICE_PDF is on). */
export const orderDeliveredMail: MailComposer<DeliveredMailValues> = (values, t) => {
  const { ref, restaurant } = values;
  const total = billView(values.bill, t).total;
  const blocks: MailBlock[] = [
    greeting(values, t),
    { paragraph: t("Your order #{ref} from {restaurant} was delivered. Enjoy your meal!", { ref, restaurant }) },
    { amounts: [{ label: total.label, amount: amountText(total), strong: true }] },
    { link: t("Rate this order"), href: values.reviewLink },
    { link: t("Tax invoice"), href: values.invoiceLink },
    ...(values.invoiceAttached ? [{ paragraph: t("The tax invoice is attached as a PDF.") }] : []),
  ];
  return {
    subject: t("Order #{ref} delivered: {restaurant}", { ref, restaurant }),
    ...mailBody(blocks, values.language),
  };
};
