/**
 * Server-rendering benchmark (issue 17): starts the production build (`node scripts/run.mjs start`) on
 * a throwaway database and, for each page, measures requests/s and p50/p99 latency at 10 connections,
 * against a plain Node static server sending the very same response bytes and headers (same
 * compression) in the same run; prints the ratio, and each page's HTML and JavaScript bytes.
 *   npm run bench:ssr                       10 seconds a page
 *   BENCH_SECONDS=2 npm run bench:ssr       the smoke run CI does
 *   BENCH_PAGES=cart npm run bench:ssr      some pages only, by name (comma-separated), e.g. to profile one
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import autocannon from "autocannon";
import { startBenchShop } from "./support/bench-shop";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const CONNECTIONS = 10;

const { base, cookie, pages, stop } = await startBenchShop();

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes a browser downloads for the HTTP GET of `url` (compressed as served), and their encoding. */
function sent(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** Every script and module preload of a page: raw bytes, and bytes as served to a browser accepting Brotli. */
async function scriptBytes(html: string): Promise<{ raw: number; sent: number }> {
  const sources = [
    ...new Set(
      [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
  const total = { raw: 0, sent: 0 };
  for (const source of sources) {
    total.raw += (await sent(new URL(source, base).href, {})).body.length;
    total.sent += (await sent(new URL(source, base).href, { "Accept-Encoding": "gzip, deflate, br" })).body.length;
  }
  return total;
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log(
  `bench:ssr on ${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s a page, Node ${process.version}`,
);
console.log(
  "page                 HTML raw  HTML sent       JS raw  JS sent  app req/s   p50   p99  static req/s  ratio",
);
for (const page of pages.filter((candidate) => !ONLY || ONLY.includes(candidate.name))) {
  const headers: Record<string, string> = {
    "Accept-Encoding": "gzip, deflate, br",
    ...(page.signedIn ? { Cookie: cookie } : {}),
  };
  const rawHtml = await (
    await fetch(`${base}${page.path}`, { headers: { ...headers, "Accept-Encoding": "identity" } })
  ).text();
  // The exact bytes and headers the app sends, replayed by a static server.
  const sample = await sent(`${base}${page.path}`, headers);
  if (sample.status !== 200) throw new Error(`${page.path} answered ${sample.status}`);
  const replayHeaders = Object.fromEntries(
    Object.entries(sample.headers).filter(
      ([name]) => !["date", "connection", "keep-alive", "transfer-encoding", "set-cookie"].includes(name),
    ),
  );
  const staticServer = http.createServer((_req, res) =>
    res.writeHead(200, { ...replayHeaders, "content-length": sample.body.length }).end(sample.body),
  );
  await new Promise<void>((resolve) => staticServer.listen(0, "127.0.0.1", resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}${page.path}`;
  const app = await measure(`${base}${page.path}`, headers);
  const replay = await measure(staticUrl, headers);
  await new Promise<void>((resolve) => staticServer.close(() => resolve()));
  const js = await scriptBytes(rawHtml);
  console.log(
    [
      page.name.padEnd(20),
      KB(Buffer.byteLength(rawHtml)).padStart(9),
      `${KB(sample.body.length)} ${String(sample.headers["content-encoding"] ?? "none")}`.padStart(14),
      KB(js.raw).padStart(9),
      KB(js.sent).padStart(8),
      app.rate.toFixed(0).padStart(10),
      `${app.p50}`.padStart(5),
      `${app.p99}`.padStart(5),
      replay.rate.toFixed(0).padStart(14),
      (app.rate / replay.rate).toFixed(3).padStart(7),
      app.errors > 0 ? `  (${app.errors} errors)` : "",
    ].join(" "),
  );
}
stop();
