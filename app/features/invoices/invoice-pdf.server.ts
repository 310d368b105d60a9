import PDFDocument from "pdfkit";
import { dishWithChoices } from "~/features/catalogue/dish-options";
import { displayOrderId } from "~/features/orders/order-status";
import { formatDateTimeLong } from "~/lib/dates";
import type { Language, Translate } from "~/lib/i18n";
import type { Attachment } from "~/lib/mail.server";
import { invoiceLines } from "./invoice-rules";
import { documentTitle, placeOfSupply, supplyText } from "./invoice-words";
import type { findInvoice, IssuedDocument } from "./invoices.server";

/**
 * An order's tax invoice as a PDF, saying what its page (routes/profile/order-invoice.tsx) says, in the same
 * words. In English: pdfkit's built-in Helvetica draws Latin text only (Hindi would need a Devanagari font and
 * its shaping), and has no ₹, so amounts are written "Rs. 1,234.50" and any other letter it cannot draw "?".
 */
export const INVOICE_PDF_LANGUAGE: Language = "en";

export type InvoiceOfOrder = NonNullable<Awaited<ReturnType<typeof findInvoice>>> & { customer: string };

/** Characters Helvetica's WinAnsi encoding has: Latin-1 and a few punctuation marks. */
const DRAWABLE = /[^\u0020-\u007e\u00a0-\u00ff–—‘’“”•…€™]/g;

/** `text` as Helvetica can draw it. */
function drawable(text: string): string {
  return text.replaceAll("₹", "Rs. ").replaceAll("−", "-").replace(DRAWABLE, "?");
}

const rupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 1,234.50", "-Rs. 0.40": an amount as the invoice writes it. */
export function pdfRupees(paise: number): string {
  return `${paise < 0 ? "-" : ""}Rs. ${rupees.format(Math.abs(paise) / 100)}`;
}

const LEFT = 50;
const LABEL_WIDTH = 370;
const AMOUNT_WIDTH = 125;

/** The order's tax invoice `issued` (one of `invoice.documents`) as a PDF file named after its number. */
export async function invoicePdf(invoice: InvoiceOfOrder, issued: IssuedDocument, t: Translate): Promise<Attachment> {
  const { order, restaurant, company, customer } = invoice;
  const language = INVOICE_PDF_LANGUAGE;
  const doc = new PDFDocument({ size: "A4", margin: LEFT, info: { Title: issued.number } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const line = (text: string, bold = false) =>
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(drawable(text), LEFT, doc.y, { width: 495 });
  const amount = (label: string, paise: number, bold = false) => {
    const top = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(drawable(label), LEFT, top, { width: LABEL_WIDTH });
    const below = doc.y;
    doc.text(pdfRupees(paise), LEFT + LABEL_WIDTH, top, { width: AMOUNT_WIDTH, align: "right" });
    doc.y = Math.max(below, doc.y);
  };
  const gap = () => doc.moveDown(0.6);

  doc.fontSize(18);
  line(documentTitle("invoice", t), true);
  doc.fontSize(10);
  line(t("Invoice {number} · {date}", { number: issued.number, date: formatDateTimeLong(issued.issuedAt, language) }));
  line(t("Order #{id}", { id: displayOrderId(order.id) }));
  gap();
  line(t("Issued by {company}, e-commerce operator", { company: company.name }), true);
  if (company.gstin) line(t("GSTIN {gstin}", { gstin: company.gstin }));
  if (company.address) line(company.address);
  if (restaurant) {
    gap();
    line(t("On behalf of {restaurant}, {address}", { restaurant: restaurant.name, address: restaurant.address }), true);
    if (restaurant.gstin) line(t("GSTIN {gstin}", { gstin: restaurant.gstin }));
    line(t("FSSAI Lic. No. {licence}", { licence: restaurant.fssaiLicence }));
  }
  gap();
  const a = order.address;
  line(t("Billed to {customer}, {address}", { customer, address: `${a.line1}, ${a.city}, ${a.state} ${a.zipCode}` }));
  line(t("Place of supply: {place}", { place: placeOfSupply(a.state) }));
  gap();
  for (const item of order.items)
    amount(`${item.quantity} × ${dishWithChoices(item.name, item.choices)}`, item.unitPricePaise * item.quantity);
  for (const supply of invoiceLines(order.bill)) {
    gap();
    line(`${supplyText(supply.supply, t)} · ${t("SAC {sac}", { sac: supply.sac })}`, true);
    amount(t("Taxable value"), supply.taxablePaise);
    for (const tax of supply.taxes)
      amount(t("{kind} {percent}%", { kind: tax.kind.toUpperCase(), percent: tax.basisPoints / 100 }), tax.paise);
    amount(t("Amount"), supply.totalPaise, true);
  }
  gap();
  const { bill } = order;
  if (bill.tipPaise > 0) amount(t("Delivery partner tip"), bill.tipPaise);
  if (bill.roundOffPaise !== 0) amount(t("Round off"), bill.roundOffPaise);
  amount(t("Total"), bill.totalPaise, true);
  gap();
  line(t("Tax on the food is paid by the e-commerce operator under section 9(5) of the CGST Act, 2017."));
  if (bill.tipPaise > 0) line(t("The tip goes to the delivery partner in full and is not a taxable supply."));
  doc.end();

  return {
    filename: `${issued.number.replaceAll("/", "-")}.pdf`,
    contentType: "application/pdf",
    content: await done,
  };
}
