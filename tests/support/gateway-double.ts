import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A Razorpay stand-in over HTTP for tests of the payment state machine: orders, payments (made by the
 * test, as a customer paying would), idempotent refunds, and a switch that makes it unreachable.
 */
export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "captured" | "failed";
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  status: "pending" | "processed" | "failed";
}

export interface GatewayDouble {
  url: string;
  orders: Map<string, { id: string; amount: number }>;
  payments: Map<string, GatewayPayment>;
  /** Refunds by payment id: each refund the gateway made (idempotency keys collapse repeats). */
  refunds: Map<string, GatewayRefund[]>;
  /** While true, new refunds stay "pending" until the test settles them (and sends their webhook). */
  slowRefunds: boolean;
  /** While true, every call fails as an unreachable gateway would (HTTP 503). */
  down: boolean;
  /** While true, refunds are refused (HTTP 400). */
  refusingRefunds: boolean;
  /** The customer pays (or fails to pay) a gateway order. */
  pay: (orderId: string, status?: "captured" | "failed", amount?: number) => GatewayPayment;
  close: () => Promise<void>;
}

export async function startGatewayDouble(): Promise<GatewayDouble> {
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString("hex")}`;
  const byKey = new Map<string, GatewayRefund>();
  const double: Omit<GatewayDouble, "url" | "close"> = {
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    down: false,
    refusingRefunds: false,
    slowRefunds: false,
    pay(orderId, status = "captured", amount) {
      const order = double.orders.get(orderId)!;
      const payment: GatewayPayment = {
        id: id("pay"),
        order_id: orderId,
        amount: amount ?? order.amount,
        currency: "INR",
        status,
      };
      double.payments.set(payment.id, payment);
      return payment;
    },
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const send = (status: number, value: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
      if (double.down) return send(503, { error: "unavailable" });
      const url = req.url ?? "";
      if (req.method === "POST" && url === "/v1/orders") {
        const { amount } = JSON.parse(body) as { amount: number };
        const order = { id: id("order"), amount };
        double.orders.set(order.id, order);
        return send(200, { ...order, currency: "INR" });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (req.method === "POST" && refund) {
        if (double.refusingRefunds) return send(400, { error: "refused" });
        const key = req.headers["x-refund-idempotency"];
        const earlier = typeof key === "string" ? byKey.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const payment = double.payments.get(refund[1]!);
        if (!payment || payment.status !== "captured") return send(400, { error: "not refundable" });
        const made: GatewayRefund = {
          id: id("rfnd"),
          payment_id: payment.id,
          status: double.slowRefunds ? "pending" : "processed",
        };
        double.refunds.set(payment.id, [...(double.refunds.get(payment.id) ?? []), made]);
        if (typeof key === "string") byKey.set(key, made);
        return send(200, made);
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
      if (req.method === "GET" && payment) {
        const found = double.payments.get(payment[1]!);
        return found ? send(200, found) : send(404, { error: "no such payment" });
      }
      send(404, { error: "unknown" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(double, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
