import { logger } from "~/lib/logger.server";
import { expireAbandonedPayments, recheckVerifyingPayments } from "./payments.server";

const EVERY_MS = 60_000;

/**
 * Once a minute: abandoned payments expire (their orders are cancelled) and payments the gateway has
 * not confirmed yet are checked again. Returns a stop function.
 */
export function startPaymentSweeper(): () => void {
  const sweep = async () => {
    const expired = await expireAbandonedPayments();
    const settled = await recheckVerifyingPayments();
    if (expired > 0 || settled > 0) logger().info({ expired, settled }, "payment sweep");
  };
  const timer = setInterval(
    () => void sweep().catch((error: unknown) => logger().error({ err: error }, "payment sweep failed")),
    EVERY_MS,
  );
  void sweep().catch((error: unknown) => logger().error({ err: error }, "payment sweep failed"));
  return () => clearInterval(timer);
}
