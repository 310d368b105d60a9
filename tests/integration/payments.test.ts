import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_GATEWAY } from "~/features/payments/gateway.server";
import { paymentLabel, type PaymentState } from "~/features/payments/payment-states";
import { checkoutSignature, webhookSignature } from "~/features/payments/signatures";
import { hiddenValue, signedInBrowser, type HttpBrowser } from "../../scripts/support/http-browser";
import { inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";
import {
  aroundTheClockIds,
  deliveringToSample,
  SAMPLE_ADDRESSES,
  dishesWithOptions,
} from "../../scripts/support/restaurants";

/** These tests run the production build (`npm run build` first) with its built-in test gateway, over HTTP. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ APP_ENV: "development", DATABASE_URL: await newServerDatabase() });
}, 60_000);
afterAll(async () => {
  await server.stop();
});

/** A dish a Bangalore restaurant of `on` sells, dear enough to meet its minimum order twice over. */
function aDish(on: TestServer) {
  return inDatabase(on, (database) =>
    database
      .selectFrom("products as p")
      .innerJoin("restaurants as r", "r.id", "p.restaurant_id")
      .innerJoin("cities as c", "c.id", "r.city_id")
      .select("p.id")
      .where("c.slug", "=", "bangalore")
      .where("r.is_active", "=", 1)
      .where("r.id", "in", aroundTheClockIds)
      .where("r.id", "in", deliveringToSample("bangalore"))
      .where("p.available", "=", 1)
      .where("p.id", "not in", dishesWithOptions)
      .where("r.min_order_paise", "<=", 4900)
      .where("p.price_paise", ">=", 20000)
      .orderBy("p.id")
      .executeTakeFirstOrThrow(),
  );
}

/**
 * A new customer of the server `on` places an online-payment order: a dish in the cart, an address,
 * the method, checkout. Returns the payment step's address.
 */
async function placeOnlineOrder(on: TestServer, paymentMethod = "UPI") {
  const { browser, account } = await signedInBrowser(on);
  const dish = await aDish(on);
  await browser.post("/cart", { intent: "add", productId: dish.id, quantity: "2", returnTo: "/cart" });
  await browser.post("/profile/addresses/new", { ...SAMPLE_ADDRESSES.bangalore, returnTo: "/cart" });
  const placed = await browser.post("/cart", {
    intent: "checkout",
    checkoutKey: crypto.randomUUID(),
    paymentMethod,
    phone: "98765 43210",
  });
  const location = placed.headers.get("Location") ?? "";
  const orderId = /\/checkout\/pay\/([0-9a-f]+)$/.exec(location)?.[1];
  if (!orderId) throw new Error(`No payment step: ${placed.status} ${location}`);
  return { browser, orderId, location, userId: account.id };
}

/** An order awaiting payment through the test gateway of `on` (this file's shared server unless said), with its gateway order id. */
async function pendingOrder(on = server) {
  const placed = await placeOnlineOrder(on);
  const page = await (await placed.browser.get(placed.location)).text();
  return { ...placed, gatewayOrderId: hiddenValue(page, "order_id") };
}

async function payOnTestGateway(browser: HttpBrowser, gatewayOrderId: string, outcome: "pay" | "fail") {
  const page = await browser.post("/test-gateway/pay", {
    order_id: gatewayOrderId,
    callback_url: `${browser.base}/checkout/verify`,
    cancel_url: `${browser.base}/cart`,
    mode: "hosted",
    outcome,
  });
  const html = await page.text();
  return Object.fromEntries(
    ["razorpay_payment_id", "razorpay_order_id", "razorpay_signature", "error[description]", "error[metadata]"]
      .map((name) => [name, hiddenValue(html, name)])
      .filter(([, value]) => value !== ""),
  );
}

/** The order's payment attempts in `on`'s database, oldest first. */
function payments(orderId: string, on = server) {
  return inDatabase(on, (database) =>
    database
      .selectFrom("payments")
      .select(["state", "refund_id"])
      .where("order_id", "=", orderId)
      .orderBy("created_at")
      .execute(),
  );
}

/** The order's status and payment label (derived from its attempts' states, as the pages show it). */
/** The order's tax documents' kinds, the invoice first (issue 34). */
async function documents(orderId: string, on = server): Promise<string[]> {
  const rows = await inDatabase(on, (database) =>
    database.selectFrom("invoices").select("kind").where("order_id", "=", orderId).orderBy("kind", "desc").execute(),
  );
  return rows.map((row) => row.kind);
}

async function order(orderId: string, on = server) {
  const found = await inDatabase(on, (database) =>
    database
      .selectFrom("orders")
      .select(["status", "payment_method"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
  );
  const states = (await payments(orderId, on)).map((payment) => payment.state as PaymentState);
  return { status: found.status, payment_status: paymentLabel(found.payment_method, found.status, states) };
}

async function totalOf(orderId: string, on = server): Promise<number> {
  const found = await inDatabase(on, (database) =>
    database.selectFrom("orders").select("total_paise").where("id", "=", orderId).executeTakeFirstOrThrow(),
  );
  return found.total_paise;
}

async function cartCount(userId: string): Promise<number> {
  const lines = await inDatabase(server, (database) =>
    database.selectFrom("cart_lines").select("id").where("user_id", "=", userId).execute(),
  );
  return lines.length;
}

async function auditCount(orderId: string, action: string, on = server): Promise<number> {
  const entries = await inDatabase(on, (database) =>
    database
      .selectFrom("audit_log")
      .select("id")
      .where("target_id", "=", orderId)
      .where("action", "=", action)
      .execute(),
  );
  return entries.length;
}

function postWebhook(event: string, payload: unknown, eventId: string, secret = TEST_GATEWAY.webhookSecret) {
  const body = JSON.stringify({ event, payload });
  return fetch(`${server.url}/webhooks/razorpay`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": webhookSignature(body, secret),
      "X-Razorpay-Event-Id": eventId,
    },
    body,
  });
}

describe("online payment through the test gateway", () => {
  it("verifies the signed callback: the order becomes Paid and Confirmed and the cart is emptied", async () => {
    const { browser, orderId, gatewayOrderId, userId } = await pendingOrder();
    expect(await order(orderId)).toEqual({ status: "Pending Payment", payment_status: "Pending" });
    expect(await cartCount(userId)).toBeGreaterThan(0);
    const fields = await payOnTestGateway(browser, gatewayOrderId, "pay");
    const verified = await browser.post("/checkout/verify", fields);
    expect(verified.status).toBe(303);
    expect(verified.headers.get("Location")).toBe(`/checkout/result/${orderId}?status=paid`);
    expect(await order(orderId)).toEqual({ status: "Confirmed", payment_status: "Paid" });
    expect(await cartCount(userId)).toBe(0);
    const result = await (await browser.get(`/checkout/result/${orderId}?status=paid`)).text();
    expect(result).toContain("Payment Successful");
    const hindi = await (await browser.get(`/checkout/result/${orderId}?status=paid&lang=hi`)).text();
    expect(hindi).toContain("पेमेंट वेरिफ़ाई हो गया! आपका ऑर्डर कन्फ़र्म हो गया है।");
    expect(hindi).toContain("अपना ऑर्डर ट्रैक करें");
  });

  it("refuses a tampered signature, a replayed one for another order, and a failed payment, leaving the order unpaid", async () => {
    const first = await pendingOrder();
    const fields = await payOnTestGateway(first.browser, first.gatewayOrderId, "pay");
    const signature = fields.razorpay_signature!;
    const forged = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    // Refused answers name no order: the way back shows it to its owner only.
    const tampered = await first.browser.post("/checkout/verify", { ...fields, razorpay_signature: forged });
    expect(tampered.headers.get("Location")).toBe(`/checkout/attempt/${first.gatewayOrderId}?status=unverified`);
    expect((await first.browser.get(tampered.headers.get("Location")!)).headers.get("Location")).toBe(
      `/checkout/result/${first.orderId}?status=unverified`,
    );

    const second = await pendingOrder();
    const replay = await second.browser.post("/checkout/verify", {
      ...fields,
      razorpay_order_id: second.gatewayOrderId,
    });
    expect(replay.headers.get("Location")).toBe(`/checkout/attempt/${second.gatewayOrderId}?status=unverified`);
    expect((await order(second.orderId)).payment_status).toBe("Pending");

    // A failure report carries no signature: it changes nothing (the gateway's webhook records the failure).
    const failed = await payOnTestGateway(second.browser, second.gatewayOrderId, "fail");
    const answer = await second.browser.post("/checkout/verify", failed);
    expect(answer.headers.get("Location")).toBe(`/checkout/attempt/${second.gatewayOrderId}?status=failed`);
    expect((await second.browser.get(answer.headers.get("Location")!)).headers.get("Location")).toBe(
      `/checkout/result/${second.orderId}?status=failed`,
    );
    expect(await order(second.orderId)).toEqual({ status: "Pending Payment", payment_status: "Pending" });
    expect(await (await second.browser.get(`/checkout/result/${second.orderId}?status=failed`)).text()).toContain(
      "Retry Payment",
    );
  });

  it("never opens a payment attempt on a page view: placing the order and 'Retry Payment' do, with a POST", async () => {
    const { browser, orderId, location } = await placeOnlineOrder(server);
    const attempts = async () => (await payments(orderId)).length;
    expect(await attempts()).toBe(1);
    for (let i = 0; i < 3; i++) expect((await browser.get(location)).status).toBe(200);
    expect(await attempts()).toBe(1);
    const gatewayOrderId = hiddenValue(await (await browser.get(location)).text(), "order_id");
    await browser.post("/checkout/verify", await payOnTestGateway(browser, gatewayOrderId, "fail"));
    expect(await (await browser.get(location)).text()).toContain("Continue to payment");
    expect(await attempts()).toBe(1);
    const retried = await browser.post(location, {});
    expect(retried.status).toBe(303);
    expect(retried.headers.get("Location")).toBe(location);
    expect(await attempts()).toBe(2);
    expect(hiddenValue(await (await browser.get(location)).text(), "order_id")).not.toBe(gatewayOrderId);
  });

  it("refuses a callback for another customer's order even with a valid signature", async () => {
    const { browser, orderId, gatewayOrderId } = await pendingOrder();
    const fields = await payOnTestGateway(browser, gatewayOrderId, "pay");
    const { browser: stranger } = await signedInBrowser(server);
    const refused = await stranger.post("/checkout/verify", fields);
    expect(refused.headers.get("Location")).toBe(`/checkout/attempt/${gatewayOrderId}?status=unverified`);
    expect((await stranger.get(refused.headers.get("Location")!)).headers.get("Location")).toBe("/profile/orders");
    expect((await stranger.get(`/checkout/result/${orderId}`)).status).toBe(404);
    // The payment itself is real: the gateway's webhook confirms it for its owner.
    expect(await (await browser.get(`/checkout/result/${orderId}`)).text()).toContain("Payment Successful");
  });

  it("takes webhooks: bad signatures refused, the payment confirmed by the webhook alone, duplicates and late failures ignored", async () => {
    const { orderId, gatewayOrderId } = await pendingOrder();
    const amount = await totalOf(orderId);
    const payment = { entity: { id: "pay_webhookonly", order_id: gatewayOrderId, amount, currency: "INR" } };
    const forged = await postWebhook("payment.captured", { payment }, "evt_forged", "wrong-secret");
    expect(forged.status).toBe(400);
    expect((await order(orderId)).payment_status).toBe("Pending");
    // No tax invoice while the order awaits its payment; one when the payment confirms it.
    expect(await documents(orderId)).toEqual([]);

    const captured = await postWebhook("payment.captured", { payment }, "evt_capture_1");
    expect(await captured.json()).toEqual({ status: "processed" });
    expect(await order(orderId)).toEqual({ status: "Confirmed", payment_status: "Paid" });
    expect(await documents(orderId)).toEqual(["invoice"]);
    const again = await postWebhook("payment.captured", { payment }, "evt_capture_1");
    expect(await again.json()).toEqual({ status: "duplicate" });
    await postWebhook(
      "payment.failed",
      { payment: { entity: { ...payment.entity, error_description: "late" } } },
      "evt_failed_late",
    );
    expect((await order(orderId)).payment_status).toBe("Paid");
  });

  it("refunds a paid order in full once when it is cancelled", async () => {
    const { browser, orderId, gatewayOrderId } = await pendingOrder();
    await browser.post("/checkout/verify", await payOnTestGateway(browser, gatewayOrderId, "pay"));
    const cancelled = await browser.post(`/profile/orders/${orderId}`, { intent: "cancel", reason: "Too late" });
    expect(cancelled.headers.get("Location")).toBe(`/profile/orders/${orderId}`);
    expect(await (await browser.get(`/profile/orders/${orderId}`)).text()).toContain("Your order has been cancelled.");
    expect(await order(orderId)).toEqual({ status: "Cancelled", payment_status: "Refunded" });
    expect(await documents(orderId)).toEqual(["invoice", "credit-note"]);
    const [refund] = await payments(orderId);
    expect(refund!.refund_id).toMatch(/^rfnd_/);
    expect(refund!.state).toBe("refunded");
    const twice = await browser.post(`/profile/orders/${orderId}`, { intent: "cancel" });
    expect(twice.status).toBe(409);
    expect(await payments(orderId)).toEqual([refund]);
  });

  it("refunds a paid order in full once when an admin cancels it on the orders board", async () => {
    const { browser, orderId, gatewayOrderId } = await pendingOrder();
    await browser.post("/checkout/verify", await payOnTestGateway(browser, gatewayOrderId, "pay"));
    const { browser: admin } = await signedInBrowser(server, "admin");
    const cancelled = await admin.post("/admin/orders", {
      intent: "cancel",
      orderId,
      from: "Confirmed",
      reason: "Restaurant closed early",
    });
    expect(cancelled.headers.get("Location")).toBe("/admin/orders");
    expect(await (await admin.get("/admin/orders")).text()).toContain(
      "Order cancelled. Orders paid online are refunded in full.",
    );
    expect(await order(orderId)).toEqual({ status: "Cancelled", payment_status: "Refunded" });
    expect((await payments(orderId)).map((payment) => payment.state)).toEqual(["refunded"]);
    const twice = await admin.post("/admin/orders", { intent: "cancel", orderId, from: "Confirmed" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("is now Cancelled; nothing was changed.");
    expect(await auditCount(orderId, "order.cancel")).toBe(1);
  });

  it("keeps a verified payment when the server is killed right after", async () => {
    // A server of its own: the one the other tests share stays up.
    const live = await startTestServer({ APP_ENV: "development", DATABASE_URL: await newServerDatabase() });
    try {
      const { browser, orderId, gatewayOrderId } = await pendingOrder(live);
      const fields = await payOnTestGateway(browser, gatewayOrderId, "pay");
      expect(checkoutSignature(gatewayOrderId, fields.razorpay_payment_id!, TEST_GATEWAY.keySecret)).toBe(
        fields.razorpay_signature,
      );
      await browser.post("/checkout/verify", fields);
      const exited = new Promise((resolve) => live.process.once("exit", resolve));
      live.kill("SIGKILL");
      await exited;
      expect(await order(orderId, live)).toEqual({
        status: "Confirmed",
        payment_status: "Paid",
      });
      const restarted = await startTestServer({ DATABASE_URL: live.databaseUrl });
      try {
        expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
      } finally {
        await restarted.stop();
      }
    } finally {
      await live.stop();
    }
  }, 90_000);
});

/** Marks the order delivered `hoursAgo` hours ago (a rider's steps are the rider tests'). */
function deliver(orderId: string, hoursAgo = 0) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  return inDatabase(server, (database) =>
    database.updateTable("orders").set({ status: "Delivered", delivered_at: at }).where("id", "=", orderId).execute(),
  );
}

/** A paid order, delivered: its customer's browser and its id. */
async function deliveredOrder(hoursAgo = 0) {
  const pending = await pendingOrder();
  await pending.browser.post(
    "/checkout/verify",
    await payOnTestGateway(pending.browser, pending.gatewayOrderId, "pay"),
  );
  await deliver(pending.orderId, hoursAgo);
  return pending;
}

/** The tip given after checkout, as the order holds it, and its tip payments' amounts and states. */
async function tipOf(orderId: string) {
  return inDatabase(server, async (database) => ({
    order: await database
      .selectFrom("orders")
      .select(["extra_tip_paise", "extra_tip_method", "tip_paise", "total_paise"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
    payments: await database
      .selectFrom("payments")
      .select(["amount_paise", "state"])
      .where("order_id", "=", orderId)
      .where("purpose", "=", "tip")
      .orderBy("created_at")
      .execute(),
  }));
}

describe("a tip after delivery (issue 34)", () => {
  it("is paid online as a payment of its own, once, and all of it is the order's tip after checkout", async () => {
    const { browser, orderId } = await deliveredOrder();
    const before = await tipOf(orderId);
    const here = `/profile/orders/${orderId}`;
    expect(await (await browser.get(here)).text()).toContain("Pay tip");

    const opened = await browser.post(here, { intent: "tip", tip: "30" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`/checkout/tip/${orderId}`);
    const step = await (await browser.get(`/checkout/tip/${orderId}`)).text();
    expect(step).toContain("₹30");
    const fields = await payOnTestGateway(browser, hiddenValue(step, "order_id"), "pay");
    const verified = await browser.post("/checkout/verify", fields);
    expect(verified.headers.get("Location")).toBe(`${here}?tip=paid`);

    expect(await tipOf(orderId)).toEqual({
      order: { ...before.order, extra_tip_paise: 3000, extra_tip_method: "online" },
      payments: [{ amount_paise: 3000, state: "captured" }],
    });
    // The order's own payment is as it was: a tip is not the order's payment.
    expect(await order(orderId)).toEqual({ status: "Delivered", payment_status: "Paid" });
    const page = await (await browser.get(`${here}?tip=paid`)).text();
    expect(page).toContain("You tipped your delivery partner ₹30 after delivery.");
    expect(page).not.toContain("Pay tip");
    expect(await (await browser.get("/profile/payments?tab=history")).text()).toContain(
      "Tip for your delivery partner",
    );

    const again = await browser.post(here, { intent: "tip", tip: "20" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This order already has your tip. Thank you!");
    expect((await tipOf(orderId)).payments).toHaveLength(1);
  });

  it("refunds a second tip paid through another attempt, and the webhook alone can give the tip", async () => {
    const { browser, orderId } = await deliveredOrder();
    const here = `/profile/orders/${orderId}`;
    await browser.post(here, { intent: "tip", tip: "20" });
    const first = hiddenValue(await (await browser.get(`/checkout/tip/${orderId}`)).text(), "order_id");
    await browser.post(here, { intent: "tip", tip: "other", tipOther: "75" });
    const second = hiddenValue(await (await browser.get(`/checkout/tip/${orderId}`)).text(), "order_id");
    expect(second).not.toBe(first);

    const captured = (gatewayOrderId: string, id: string, amount: number) =>
      postWebhook(
        "payment.captured",
        { payment: { entity: { id, order_id: gatewayOrderId, amount, currency: "INR" } } },
        `evt_${id}`,
      );
    expect((await captured(second, "pay_tipsecond", 7500)).status).toBe(200);
    expect((await captured(first, "pay_tipfirst", 2000)).status).toBe(200);
    const { order: tipped, payments: attempts } = await tipOf(orderId);
    expect([tipped.extra_tip_paise, tipped.extra_tip_method]).toEqual([7500, "online"]);
    expect(attempts.map((attempt) => attempt.amount_paise)).toEqual([2000, 7500]);
    expect(attempts[1]!.state).toBe("captured");
    expect(["refund_requested", "refunded", "refund_failed"]).toContain(attempts[0]!.state);
  });

  it("refuses a tip before delivery, a day after it, on another's order, and a bad amount next to its field", async () => {
    const pending = await pendingOrder();
    await pending.browser.post(
      "/checkout/verify",
      await payOnTestGateway(pending.browser, pending.gatewayOrderId, "pay"),
    );
    const here = `/profile/orders/${pending.orderId}`;
    const early = await pending.browser.post(here, { intent: "tip", tip: "30" });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("You can add a tip once the order is delivered.");
    expect(await (await pending.browser.get(here)).text()).not.toContain("Pay tip");

    await deliver(pending.orderId, 25);
    const late = await pending.browser.post(here, { intent: "tip", tip: "30" });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("A tip can be added within 24 hours of delivery.");

    const { browser, orderId } = await deliveredOrder();
    const bad = await browser.post(`/profile/orders/${orderId}`, { intent: "tip", tip: "other", tipOther: "12.50" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(
      /id="tip-tipOther-error"[^>]*>[^<]*Enter a tip in whole rupees, from ₹1 to ₹500\./,
    );
    const { browser: stranger } = await signedInBrowser(server);
    expect((await stranger.post(`/profile/orders/${orderId}`, { intent: "tip", tip: "30" })).status).toBe(404);
    expect((await stranger.get(`/checkout/tip/${orderId}`)).status).toBe(404);
    expect((await tipOf(orderId)).payments).toEqual([]);
    expect((await tipOf(pending.orderId)).payments).toEqual([]);
  });

  it("says a failed tip payment was not paid, back on the order page", async () => {
    const { browser, orderId } = await deliveredOrder();
    const here = `/profile/orders/${orderId}`;
    await browser.post(here, { intent: "tip", tip: "50" });
    const gatewayOrderId = hiddenValue(await (await browser.get(`/checkout/tip/${orderId}`)).text(), "order_id");
    const answer = await browser.post("/checkout/verify", await payOnTestGateway(browser, gatewayOrderId, "fail"));
    const back = await browser.get(answer.headers.get("Location")!);
    expect(back.headers.get("Location")).toBe(`${here}?tip=failed`);
    const page = await (await browser.get(`${here}?tip=failed`)).text();
    expect(page).toContain("Your tip was not paid. You can try again.");
    expect(page).toContain("Pay tip");
    expect((await tipOf(orderId)).order.extra_tip_paise).toBe(0);
  });
});

describe("a crash while a webhook is being handled", () => {
  it("loses nothing: after a SIGKILL and a restart, the redelivered webhook completes the capture", async () => {
    let live = await startTestServer({ APP_ENV: "development", DATABASE_URL: await newServerDatabase() });
    try {
      for (let round = 0; round < 3; round++) {
        const { browser, orderId, location } = await placeOnlineOrder(live);
        const gatewayOrderId = hiddenValue(await (await browser.get(location)).text(), "order_id");
        const amount = await totalOf(orderId, live);
        const body = JSON.stringify({
          event: "payment.captured",
          payload: {
            payment: { entity: { id: `pay_killed_${round}`, order_id: gatewayOrderId, amount, currency: "INR" } },
          },
        });
        const deliver = (url: string) =>
          fetch(`${url}/webhooks/razorpay`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              "X-Razorpay-Signature": webhookSignature(body, TEST_GATEWAY.webhookSecret),
              "X-Razorpay-Event-Id": `evt_killed_${round}`,
            },
            body,
          });
        // Killed while the webhook is in flight: before, during or after its transaction.
        const inFlight = deliver(live.url).catch(() => null);
        const exited = new Promise((resolve) => live.process.once("exit", resolve));
        setTimeout(() => live.kill("SIGKILL"), round * 3);
        await Promise.all([inFlight, exited]);
        live = await startTestServer({ APP_ENV: "development", DATABASE_URL: live.databaseUrl });
        const redelivered = (await (await deliver(live.url)).json()) as { status: string };
        expect(["processed", "duplicate"]).toContain(redelivered.status);
        expect(await order(orderId, live)).toEqual({
          status: "Confirmed",
          payment_status: "Paid",
        });
      }
    } finally {
      await live.stop();
    }
  }, 180_000);
});

describe("a payment gateway that misbehaves", () => {
  /** A stand-in Razorpay: orders echo the amount asked for; payments and refunds answer as the test says. */
  async function stubGateway(payment: () => { amount: number }, refundStatus: () => number) {
    const stub = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const url = req.url ?? "";
        const send = (status: number, value?: unknown) =>
          res
            .writeHead(status, { "Content-Type": "application/json" })
            .end(value === undefined ? "" : JSON.stringify(value));
        if (url === "/v1/orders")
          return send(200, {
            id: "order_stub",
            amount: (JSON.parse(body) as { amount: number }).amount,
            currency: "INR",
          });
        if (url.endsWith("/refund")) return send(refundStatus(), { id: "rfnd_stub", status: "processed" });
        if (url.startsWith("/v1/payments/"))
          return send(200, {
            id: "pay_stub",
            order_id: "order_stub",
            amount: payment().amount,
            currency: "INR",
            status: "captured",
          });
        return send(404);
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    return { url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`, close: () => stub.close() };
  }

  it("refuses a payment whose amount differs from the order's, leaves a refund pending when the gateway fails it, and an admin retries it", async () => {
    let paidAmount = 0;
    let refundAnswer = 500;
    const gateway = await stubGateway(
      () => ({ amount: paidAmount }),
      () => refundAnswer,
    );
    const live = await startTestServer({
      DATABASE_URL: await newServerDatabase(),
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "whsec",
      RAZORPAY_API_URL: gateway.url,
    });
    try {
      const { browser, orderId, location } = await placeOnlineOrder(live, "Credit Card");
      expect(await (await browser.get(location)).text()).toContain("order_stub");
      const total = await totalOf(orderId, live);
      const fields = {
        razorpay_order_id: "order_stub",
        razorpay_payment_id: "pay_stub",
        razorpay_signature: checkoutSignature("order_stub", "pay_stub", "secret"),
      };

      paidAmount = total - 100;
      const mismatch = await browser.post("/checkout/verify", fields);
      expect(mismatch.headers.get("Location")).toBe("/checkout/attempt/order_stub?status=unverified");
      expect(await order(orderId, live)).toEqual({
        status: "Pending Payment",
        payment_status: "Pending",
      });

      paidAmount = total;
      const verified = await browser.post("/checkout/verify", fields);
      expect(verified.headers.get("Location")).toBe(`/checkout/result/${orderId}?status=paid`);
      await browser.post(`/profile/orders/${orderId}`, { intent: "cancel" });
      // The gateway refused the refund: it stays visible and retryable.
      expect(await order(orderId, live)).toEqual({
        status: "Cancelled",
        payment_status: "Refund failed",
      });
      expect((await payments(orderId, live)).map((payment) => payment.state)).toEqual(["refund_failed"]);

      const { browser: admin } = await signedInBrowser(live, "admin");
      expect(await (await admin.get("/admin/orders?status=Cancelled")).text()).toContain("Retry refund");
      const stillFailing = await admin.post("/admin/orders?status=Cancelled", { intent: "retry-refund", orderId });
      expect(stillFailing.status).toBe(502);
      expect(await stillFailing.text()).toContain("The payment gateway has not confirmed the refund yet.");
      refundAnswer = 200;
      const retried = await admin.post("/admin/orders?status=Cancelled", { intent: "retry-refund", orderId });
      expect(retried.headers.get("Location")).toBe("/admin/orders?status=Cancelled");
      expect(await (await admin.get("/admin/orders?status=Cancelled")).text()).toContain("The refund went through.");
      expect(await order(orderId, live)).toEqual({ status: "Cancelled", payment_status: "Refunded" });
      expect(await payments(orderId, live)).toEqual([{ state: "refunded", refund_id: "rfnd_stub" }]);
      const again = await admin.post("/admin/orders?status=Cancelled", { intent: "retry-refund", orderId });
      expect(await again.text()).toContain("has no refund to ask for again.");
      expect(await auditCount(orderId, "order.refund-retry", live)).toBe(2);
    } finally {
      await live.stop();
      gateway.close();
    }
  }, 90_000);

  it("leaves the order awaiting payment with the spec's message when the gateway answers 500", async () => {
    const failing = http.createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const gatewayUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const live = await startTestServer({
      DATABASE_URL: await newServerDatabase(),
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "whsec",
      RAZORPAY_API_URL: gatewayUrl,
    });
    try {
      const { browser, orderId, location } = await placeOnlineOrder(live, "Credit Card");
      expect(await (await browser.get(location)).text()).toContain("Continue to payment");
      const step = await browser.post(location, {});
      expect(step.status).toBe(502);
      expect(await step.text()).toContain("Failed to create order. Please try again.");
      expect(await order(orderId, live)).toEqual({
        status: "Pending Payment",
        payment_status: "Pending",
      });
      expect(await payments(orderId, live)).toEqual([]);
    } finally {
      await live.stop();
      failing.close();
    }
  }, 60_000);
});
