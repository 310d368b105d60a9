import { normaliseIndianMobile } from "~/features/accounts/phone";
import { tripPhones } from "~/features/orders/rider-trips.server";
import { config } from "~/lib/config.server";
import { logger } from "~/lib/logger.server";

/**
 * Masked calls between a rider and a customer (issue 36): CALL_MASKING_URL, an Exotel-style "connect these
 * two numbers" service, rings the caller and then the callee, each seeing only the service's number. Without
 * it, both call support, who connect them. Neither page ever shows the other party's number.
 */

const TIMEOUT_MS = 10_000;

export type CallOutcome = { ok: true } | { ok: false; code: "no-service" | "no-number" | "failed" };

/** Whether calls go through the masking service (else the pages say to call support). */
export function callsMasked(): boolean {
  return config().CALL_MASKING_URL !== undefined;
}

/** Connects the rider and the customer of `orderId`, `caller` first (their phone rings first). */
export async function connectTripCall(orderId: string, caller: "rider" | "customer"): Promise<CallOutcome> {
  const { CALL_MASKING_URL, CALL_MASKING_TOKEN } = config();
  if (!CALL_MASKING_URL) return { ok: false, code: "no-service" };
  const phones = await tripPhones(orderId);
  const customer = normaliseIndianMobile(phones?.customer ?? "");
  const rider = normaliseIndianMobile(phones?.rider ?? "");
  if (!customer || !rider) return { ok: false, code: "no-number" };
  const [from, to] = caller === "rider" ? [rider, customer] : [customer, rider];
  try {
    const response = await fetch(CALL_MASKING_URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(CALL_MASKING_TOKEN ? { authorization: `Bearer ${CALL_MASKING_TOKEN}` } : {}),
      },
      body: JSON.stringify({ from, to, reference: orderId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return { ok: true };
    logger().warn({ status: response.status, orderId }, "the call masking service refused a call");
  } catch (error) {
    logger().warn({ err: error, orderId }, "the call masking service could not be reached");
  }
  return { ok: false, code: "failed" };
}
