import type { TestServer } from "../../scripts/support/test-server";

/** `/metrics` of `server`, read with `token`. */
export async function scrape(server: TestServer, token: string): Promise<string> {
  const answer = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  return answer.text();
}

/** The value of one series in Prometheus's text format (`name{label="value"}`), 0 when it is not there yet. */
export function sample(metrics: string, series: string): number {
  const line = metrics.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
