import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request an SMS provider's double received. */
export interface ProviderRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SmsProviderDouble {
  url: string;
  requests: ProviderRequest[];
  /** Numbers (as the provider receives them, e.g. "919876500000" or "+919876500000") answered with a 500. */
  failFor: Set<string>;
  close: () => Promise<void>;
}

/**
 * Stands in for MSG91's Flow API or Twilio's Messages API (SMS_API_URL points at it): keeps every request
 * and answers as the provider documents a success — MSG91 `{"type":"success"}`, Twilio 201 with a `sid` —
 * or with a 500 for a number in `failFor`.
 */
export async function startSmsProviderDouble(provider: "msg91" | "twilio"): Promise<SmsProviderDouble> {
  const requests: ProviderRequest[] = [];
  const failFor = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const to =
        provider === "msg91"
          ? ((JSON.parse(body) as { recipients?: { mobiles?: string }[] }).recipients?.[0]?.mobiles ?? "")
          : (new URLSearchParams(body).get("To") ?? "");
      if (failFor.has(to)) {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify(provider === "msg91" ? { type: "error", message: "down" } : { message: "down" }));
        return;
      }
      res.writeHead(provider === "msg91" ? 200 : 201, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          provider === "msg91" ? { type: "success", message: "3763646c3058373530393832" } : { sid: "SM123" },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
