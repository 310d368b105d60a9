import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { advanceOrderAsAdmin, cancelOrderAsAdmin } from "~/features/admin/admin-orders.server";
import { getCart } from "~/features/cart/cart-view.server";
import { pdfRupees } from "~/features/invoices/invoice-pdf.server";
import { documentsOf } from "~/features/invoices/invoices.server";
import { slotText } from "~/features/orders/delivery-slots";
import { placeOrder } from "~/features/orders/checkout.server";
import { findOrder } from "~/features/orders/orders.server";
import { cancelWithRefund } from "~/features/orders/status-changes.server";
import { openPaymentAttempt } from "~/features/payments/attempts.server";
import { webhookSignature } from "~/features/payments/signatures";
import { handleWebhook } from "~/features/payments/webhooks.server";
import { billView } from "~/features/pricing/bill-words";
import { fixedT } from "~/lib/i18n";
import { backgroundMailSettled } from "~/lib/mail.server";
import { formatRupees } from "~/lib/money";
import { signedInAdmin, signedInCustomer } from "../support/accounts";
import { startGatewayDouble, type GatewayDouble } from "../support/gateway-double";
import { startMailCapture, type MailCapture } from "../support/mail-capture";
import { checkout, readyToOrder } from "../support/orders";
import { pdfText } from "../support/pdf-text";

/**
 * The customer's e-mails about an order (placed, scheduled, cancelled, delivered), in the language on their
 * account, sent once after the change commits, through a real SMTP server; none for a change refused.
 */
const WEBHOOK_SECRET = "order-mails-webhook-secret";
let mail: MailCapture;
let gateway: GatewayDouble;

beforeAll(async () => {
  mail = await startMailCapture();
  gateway = await startGatewayDouble();
  Object.assign(process.env, {
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL: "https://shop.example",
    INVOICE_PDF: "true",
    RAZORPAY_KEY_ID: "rzp_test_mails",
    RAZORPAY_KEY_SECRET: "order-mails-key-secret",
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: gateway.url,
  });
});
afterAll(async () => {
  await mail.close();
  await gateway.close();
});

/** The customer's address, and their account set to `language` ("hi", "en", or null for never chosen). */
async function customerSpeaking(userId: string, language: "hi" | "en" | null): Promise<string> {
  await db().updateTable("users").set({ language }).where("id", "=", userId).execute();
  const { email } = await db().selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
  return email ?? "";
}

/** Every mail sent to `email` so far, once every background mail has been handed over. */
async function mailsTo(email: string) {
  await backgroundMailSettled();
  return mail.messages.filter((message) => message.to === email.toLowerCase());
}

function orderIdOf(location: string | null): string {
  const id = /\/profile\/orders\/([0-9a-f]+)$/.exec(location ?? "")?.[1];
  if (!id) throw new Error(`No order page: ${location}`);
  return id;
}

async function orderOf(userId: string, orderId: string) {
  const order = await findOrder(userId, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  return order;
}

const ADMIN = { id: "order-mails-admin", email: "admin@example.com" };

describe("order e-mails", () => {
  it("tells a Hindi customer their cash order is placed, once, in Hindi, with its dishes and bill", async () => {
    const { userId, jar } = await readyToOrder();
    const email = await customerSpeaking(userId, "hi");
    const orderId = orderIdOf((await checkout(jar, "mail-cash")).location);
    // The same form sent again finds the same order and announces nothing more.
    expect(orderIdOf((await checkout(jar, "mail-cash")).location)).toBe(orderId);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [placed] = mails;
    const order = await orderOf(userId, orderId);
    const hi = fixedT("hi");
    expect(placed!.subject).toBe(
      hi("Order #{ref} confirmed: {restaurant}", {
        ref: orderId.slice(-8).toUpperCase(),
        restaurant: order.restaurantName,
      }),
    );
    expect(placed!.text).toContain("नमस्ते Test,");
    for (const item of order.items) expect(placed!.text).toContain(`${item.quantity} × ${item.name}`);
    const view = billView(order.bill, hi);
    for (const row of [...view.rows, ...view.charges!.rows]) expect(placed!.text).toContain(`${row.label}: `);
    expect(placed!.text).toContain(`कुल: ${formatRupees(order.totalPaise)}`);
    expect(placed!.text).toContain(`कृपया डिलीवरी पर ${formatRupees(order.totalPaise)} नकद चुकाएँ।`);
    expect(placed!.text).toContain(`https://shop.example/profile/orders/${orderId}`);
    expect(placed!.html).toContain('<html lang="hi">');
    expect(placed!.html).toContain(`<a href="https://shop.example/profile/orders/${orderId}">`);
  });

  it("says a scheduled order's slot", async () => {
    const { userId, jar } = await readyToOrder();
    const email = await customerSpeaking(userId, null);
    const [slot] = (await getCart(userId)).slots;
    if (!slot) throw new Error("The restaurant offers no slot");
    await checkout(jar, "mail-scheduled", { deliverAt: slot.start });
    const [placed, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(placed!.subject).toContain(`scheduled for ${slotText(slot.start, "en")}`);
    expect(placed!.text).toContain(`is confirmed and scheduled for ${slotText(slot.start, "en")}.`);
  });

  it("sends nothing when the order is refused", async () => {
    const { userId, jar } = await signedInCustomer();
    const email = await customerSpeaking(userId, "hi");
    const refused = await checkout(jar, "mail-empty-cart");
    expect(refused.location).toBeNull();
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("tells a customer who cancelled their cash order that nothing was charged, once", async () => {
    const { userId, jar } = await readyToOrder();
    const email = await customerSpeaking(userId, "en");
    const orderId = orderIdOf((await checkout(jar, "mail-cancel")).location);
    expect(await cancelWithRefund(orderId, "Ordered by mistake", { userId })).toMatchObject({ ok: true });
    // Cancelling again is refused and sends nothing.
    expect(await cancelWithRefund(orderId, "Again", { userId })).toMatchObject({ ok: false });

    const mails = await mailsTo(email);
    expect(mails.map((message) => message.subject)).toEqual([
      expect.stringMatching(/confirmed/),
      `Order #${orderId.slice(-8).toUpperCase()} cancelled`,
    ]);
    const cancelled = mails[1]!.text;
    expect(cancelled).toContain("You cancelled your order");
    expect(cancelled).toContain("Reason: Ordered by mistake");
    expect(cancelled).toContain("Nothing was charged.");
    expect(cancelled).not.toContain("refunded");
  });

  it("tells an online customer once their payment confirms the order, and the refund when our team cancels it", async () => {
    const customer = await readyToOrder("UPI");
    const email = await customerSpeaking(customer.userId, "hi");
    await db().updateTable("users").set({ phone: "+919876543210" }).where("id", "=", customer.userId).execute();
    const placed = await placeOrder(customer.userId, "mail-online", true);
    if (!placed.ok) throw new Error(placed.code);
    await openPaymentAttempt(customer.userId, placed.orderId);
    expect(await mailsTo(email)).toEqual([]);

    const { gateway_order_id: gatewayOrderId } = await db()
      .selectFrom("payments")
      .select("gateway_order_id")
      .where("order_id", "=", placed.orderId)
      .executeTakeFirstOrThrow();
    const payment = gateway.pay(gatewayOrderId);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: payment } },
    });
    const deliver = (eventId: string) => handleWebhook(body, webhookSignature(body, WEBHOOK_SECRET), eventId);
    expect(await deliver("evt_mail_1")).toBe("processed");
    // The gateway says it again under another id: the order is paid once, and announced once.
    expect(await deliver("evt_mail_2")).toBe("processed");

    const order = await orderOf(customer.userId, placed.orderId);
    const total = formatRupees(order.totalPaise);
    const [paid, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(paid!.text).toContain(`आपने ${total} ऑनलाइन चुकाए।`);
    expect(paid!.text).toContain(`कुल: ${total}`);

    const admin = await signedInAdmin();
    expect(
      await cancelOrderAsAdmin(
        { id: admin.userId, email: admin.email },
        placed.orderId,
        "Confirmed",
        "Restaurant closed",
      ),
    ).toMatchObject({ ok: true });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`ऑर्डर #${placed.orderId.slice(-8).toUpperCase()} रद्द हो गया`);
    expect(mails[1]!.text).toContain("हमें खेद है: हमें");
    expect(mails[1]!.text).toContain("वजह: Restaurant closed");
    expect(mails[1]!.text).toContain(`${total} आपके पेमेंट के मूल तरीके में 5–7 कामकाजी दिनों में रिफ़ंड कर दिए जाएँगे।`);
  });

  it("tells a delivered order's customer once, with 'Rate this order', the invoice page and the invoice as a PDF", async () => {
    const { userId, jar } = await readyToOrder();
    const email = await customerSpeaking(userId, "hi");
    const orderId = orderIdOf((await checkout(jar, "mail-delivered")).location);
    const driver = { name: "Ravi Kumar", phone: "+919845011223" };
    for (const from of ["Confirmed", "Preparing", "Out for Delivery"])
      expect(await advanceOrderAsAdmin(ADMIN, orderId, from, driver)).toMatchObject({ ok: true });
    // A console form out of date is refused and sends nothing.
    expect(await advanceOrderAsAdmin(ADMIN, orderId, "Out for Delivery", driver)).toMatchObject({ code: "stale" });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const delivered = mails[1]!;
    const order = await orderOf(userId, orderId);
    expect(delivered.subject).toBe(`ऑर्डर #${orderId.slice(-8).toUpperCase()} डिलीवर हो गया: ${order.restaurantName}`);
    expect(delivered.text).toContain(`कुल: ${formatRupees(order.totalPaise)}`);
    expect(delivered.text).toContain(
      `${fixedT("hi")("Rate this order")}:\nhttps://shop.example/profile/orders/${orderId}/review`,
    );
    expect(delivered.text).toContain(`https://shop.example/profile/orders/${orderId}/invoice`);
    expect(delivered.html).toContain(`<a href="https://shop.example/profile/orders/${orderId}/review">`);

    const [invoice] = await documentsOf(db(), orderId);
    expect(delivered.attachments).toHaveLength(1);
    const [pdf] = delivered.attachments;
    expect(pdf!).toMatchObject({
      filename: `${invoice!.number.replaceAll("/", "-")}.pdf`,
      contentType: "application/pdf",
    });
    const text = pdfText(pdf!.content);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(`Invoice ${invoice!.number}`);
    expect(text).toContain("SAC 996331");
    expect(text).toContain(pdfRupees(order.totalPaise));
  });
});
