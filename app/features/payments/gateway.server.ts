import { config, isDevelopment } from "~/lib/config.server";
import { publicOrigin } from "~/lib/public-url.server";

/**
 * The payment gateway as the app sees it: Razorpay's HTTP API. With RAZORPAY_KEY_ID it is Razorpay;
 * without it, with APP_ENV=development, the built-in test gateway (under /test-gateway at this server's
 * own configured address, never one taken from a request), which speaks the same contract. Otherwise, without keys, there is no online payment (cash on delivery only).
 */
export interface GatewaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutScriptUrl: string;
  test: boolean;
}

export const TEST_GATEWAY = {
  keyId: "rzp_test_cravings",
  keySecret: "test-gateway-key-secret",
  webhookSecret: "test-gateway-webhook-secret",
};

export function gatewaySettings(): GatewaySettings | null {
  const settings = config();
  if (settings.RAZORPAY_KEY_ID) {
    return {
      keyId: settings.RAZORPAY_KEY_ID,
      keySecret: settings.RAZORPAY_KEY_SECRET!,
      webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: settings.RAZORPAY_API_URL.replace(/\/$/, ""),
      checkoutScriptUrl: settings.RAZORPAY_CHECKOUT_SCRIPT_URL,
      test: false,
    };
  }
  if (!isDevelopment()) return null;
  const origin = publicOrigin();
  return {
    ...TEST_GATEWAY,
    apiUrl: `${origin}/test-gateway`,
    checkoutScriptUrl: `${origin}/test-gateway/checkout.js`,
    test: true,
  };
}

export class GatewayError extends Error {}

const TIMEOUT_MS = 10_000;

async function call<T>(
  settings: GatewaySettings,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`,
        ...(body ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(`The payment gateway did not answer: ${String(error)}`);
  }
  if (!response.ok) throw new GatewayError(`The payment gateway answered ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new GatewayError(`The payment gateway answered something other than JSON: ${String(error)}`);
  }
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

export function createGatewayOrder(
  settings: GatewaySettings,
  amountPaise: number,
  receipt: string,
): Promise<GatewayOrder> {
  return call(settings, "POST", "/v1/orders", { amount: amountPaise, currency: "INR", receipt });
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

export function fetchGatewayPayment(settings: GatewaySettings, paymentId: string): Promise<GatewayPayment> {
  return call(settings, "GET", `/v1/payments/${encodeURIComponent(paymentId)}`);
}

export interface GatewayRefund {
  id: string;
  status: string;
}

/**
 * Refunds a payment in full. `receipt` (our payment id and refund attempt) is also the refund's
 * idempotency key (Razorpay's X-Refund-Idempotency), so a repeated request refunds once.
 */
export function refundGatewayPayment(
  settings: GatewaySettings,
  paymentId: string,
  amountPaise: number,
  receipt: string,
): Promise<GatewayRefund> {
  return call(
    settings,
    "POST",
    `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
    { amount: amountPaise, receipt },
    { "X-Refund-Idempotency": receipt },
  );
}
