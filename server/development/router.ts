import express from "express";
import { z } from "zod";
import {
  exchangeCode,
  identityForToken,
  issueCode,
  readAuthorizeRequest,
  SAMPLE_IDENTITIES,
  type AuthorizeRequest,
} from "~/features/accounts/test-oauth-provider.server";
import {
  authorised,
  createOrder,
  fail,
  findOrder,
  findPayment,
  pay,
  refund,
  sameOriginUrl,
} from "~/features/payments/test-gateway.server";
import { publicOrigin } from "~/lib/public-url.server";
import { TEST_CHECKOUT_SCRIPT } from "./checkout-script";
import { accountChooserPage, checkoutPage, invalidLinkPage, payResultPage, STYLESHEET, STYLESHEET_PATH } from "./pages";

/**
 * The development-only doors, mounted by the server only with APP_ENV=development (in production
 * they are not in the request path at all): the built-in test payment gateway under /test-gateway,
 * speaking Razorpay's HTTP contract, and the test Google provider under /dev/oauth.
 */
export function developmentRouter(): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "16kb" });
  const json = express.json({ limit: "16kb" });
  const unauthorised = (res: express.Response) =>
    res.status(401).json({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
  const badRequest = (res: express.Response, description: string) =>
    res.status(400).json({ error: { code: "BAD_REQUEST_ERROR", description } });
  const html = (res: express.Response, body: string, status = 200) =>
    res.status(status).type("html").set("Cache-Control", "no-store").send(body);

  router.get(STYLESHEET_PATH, (_req, res) => {
    res.type("css").send(STYLESHEET);
  });

  // The test payment gateway's API, as Razorpay's: orders, payments, refunds (HTTP basic auth).
  router.post("/test-gateway/v1/orders", json, (req, res) => {
    if (!authorised(req.get("Authorization"))) return void unauthorised(res);
    const body = (req.body ?? {}) as { amount?: unknown; currency?: unknown; receipt?: unknown };
    const order = createOrder(body.amount, body.currency, body.receipt);
    if (!order) return void badRequest(res, "The amount must be at least 100 paise, in INR.");
    res.json({ ...order, entity: "order", status: "created" });
  });
  router.get("/test-gateway/v1/payments/:id", (req, res) => {
    if (!authorised(req.get("Authorization"))) return void unauthorised(res);
    const payment = findPayment(req.params.id);
    if (!payment) return void badRequest(res, "The id provided does not exist");
    res.json({ ...payment, entity: "payment" });
  });
  router.post("/test-gateway/v1/payments/:id/refund", json, (req, res) => {
    if (!authorised(req.get("Authorization"))) return void unauthorised(res);
    const record = refund(
      req.params.id,
      (req.body as { amount?: unknown } | undefined)?.amount,
      publicOrigin(),
      req.get("X-Refund-Idempotency"),
    );
    if (!record) return void badRequest(res, "The payment cannot be refunded");
    res.json({ ...record, entity: "refund" });
  });

  // Its checkout: the script (window.Razorpay), the hosted page and the Pay / Fail / Cancel answer.
  router.get("/test-gateway/checkout.js", (_req, res) => {
    res.type("application/javascript").set("Cache-Control", "no-cache").send(TEST_CHECKOUT_SCRIPT);
  });
  const showCheckout = (fields: Record<string, unknown>, req: express.Request, res: express.Response) => {
    const order = findOrder(String(fields.order_id ?? ""));
    if (!order) return void html(res, invalidLinkPage(), 400);
    const here = publicOrigin();
    html(
      res,
      checkoutPage({
        orderId: order.id,
        amount: order.amount,
        name: String(fields.name ?? "Cravings"),
        description: String(fields.description ?? ""),
        mode: fields.mode === "modal" ? "modal" : "hosted",
        callbackUrl: sameOriginUrl(fields.callback_url, here) ?? `${here}/checkout/verify`,
        cancelUrl: sameOriginUrl(fields.cancel_url, here) ?? `${here}/cart`,
      }),
    );
  };
  router.get("/test-gateway/v1/checkout/embedded", (req, res) => showCheckout(req.query, req, res));
  router.post("/test-gateway/v1/checkout/embedded", form, (req, res) =>
    showCheckout(req.body as Record<string, unknown>, req, res),
  );
  router.post("/test-gateway/pay", form, (req, res) => {
    const fields = req.body as Record<string, string | undefined>;
    const here = publicOrigin();
    const order = findOrder(fields.order_id ?? "");
    const callbackUrl = sameOriginUrl(fields.callback_url, here);
    const cancelUrl = sameOriginUrl(fields.cancel_url, here);
    if (!order || !callbackUrl || !cancelUrl) return void html(res, invalidLinkPage(), 400);
    const mode = fields.mode === "modal" ? "modal" : "hosted";
    if (fields.outcome === "cancel") {
      if (mode === "hosted") return void res.redirect(303, cancelUrl);
      return void html(
        res,
        payResultPage({ mode, event: "dismiss", fields: {}, callbackUrl }, String(res.locals.cspNonce)),
      );
    }
    const paid = fields.outcome === "pay";
    const result = paid ? pay(order, here) : fail(order, here);
    html(
      res,
      payResultPage(
        { mode, event: paid ? "success" : "failed", fields: result.fields, callbackUrl },
        String(res.locals.cspNonce),
      ),
    );
  });

  // The test Google provider: account chooser, token endpoint (PKCE), userinfo.
  const chosenIdentity = z.object({
    name: z.string().trim().min(1, "Enter a name.").max(100),
    email: z.email("Enter a valid e-mail address.").max(254),
  });
  const authorizeRequest = (req: express.Request): AuthorizeRequest | null =>
    readAuthorizeRequest(new URLSearchParams(req.url.split("?")[1] ?? ""), publicOrigin());
  const invalidAuthorize = (res: express.Response) =>
    res.status(400).type("text/plain").send("Invalid authorization request.");
  router.get("/dev/oauth/authorize", (req, res) => {
    if (!authorizeRequest(req)) return void invalidAuthorize(res);
    html(res, accountChooserPage(SAMPLE_IDENTITIES, null));
  });
  router.post("/dev/oauth/authorize", form, (req, res) => {
    const authorize = authorizeRequest(req);
    if (!authorize) return void invalidAuthorize(res);
    const fields = req.body as Record<string, string | undefined>;
    if (fields.intent === "deny") {
      return void res.redirect(
        303,
        `${authorize.redirectUri}?${new URLSearchParams({ error: "access_denied", state: authorize.state })}`,
      );
    }
    const parsed = chosenIdentity.safeParse(fields);
    if (!parsed.success)
      return void html(
        res,
        accountChooserPage(SAMPLE_IDENTITIES, parsed.error.issues[0]?.message ?? "Choose an account."),
        400,
      );
    const email = parsed.data.email.toLowerCase();
    const identity = SAMPLE_IDENTITIES.find((sample) => sample.email === email) ?? {
      sub: `test-google-${email}`,
      email,
      name: parsed.data.name,
    };
    const code = issueCode(authorize, identity);
    res.redirect(303, `${authorize.redirectUri}?${new URLSearchParams({ code, state: authorize.state })}`);
  });
  router.post("/dev/oauth/token", express.text({ type: "*/*", limit: "16kb" }), (req, res) => {
    const token = exchangeCode(
      new URLSearchParams(typeof req.body === "string" ? req.body : ""),
      req.get("Authorization") ?? null,
    );
    if (!token) return void res.status(400).json({ error: "invalid_grant" });
    res.json({ access_token: token, token_type: "Bearer", expires_in: 300, scope: "openid email profile" });
  });
  router.get("/dev/oauth/userinfo", (req, res) => {
    const identity = identityForToken(req.get("Authorization") ?? null);
    if (!identity) return void res.status(401).json({ error: "invalid_token" });
    res.json({ ...identity, email_verified: true });
  });
  return router;
}
