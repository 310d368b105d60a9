import { logger } from "~/lib/logger.server";
import { runJob } from "~/lib/metrics.server";
import { expireAbandonedPayments } from "./expiry.server";
import { recheckVerifyingPayments } from "./verification.server";

const EVERY_MS = 60_000;

/**
 * Once a minute: abandoned payments expire (their orders are cancelled) and payments the gateway has
 * not confirmed yet are checked again. Returns a stop function.
 */
export function startPaymentSweeper(): () => void {
  const sweep = () =>
    void runJob("payment-sweep", "payment sweep failed", async () => {
      const expired = await expireAbandonedPayments();
      const settled = await recheckVerifyingPayments();
      if (expired > 0 || settled > 0) logger().info({ expired, settled }, "payment sweep");
    });
  const timer = setInterval(sweep, EVERY_MS);
  sweep();
  return () => clearInterval(timer);
}
