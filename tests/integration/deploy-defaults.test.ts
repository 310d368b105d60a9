import fs from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../../scripts/support/test-server";

/**
 * Finding N15 of the 2026-11-26 security probe: the README sets TRUST_PROXY=1 behind nginx, which
 * believes the X-Forwarded-For of whatever connects; the single-instance unit listened on every
 * interface, so a client talking to the port directly chose its own address (and got past the
 * sign-up limit). Each systemd unit is started with its own settings, and reached as such a client would.
 */

/** The `Environment=NAME=value` settings of a unit in deploy/. */
function unitEnvironment(unit: string): Record<string, string> {
  const lines = fs.readFileSync(`deploy/${unit}`, "utf8").split("\n");
  return Object.fromEntries(
    lines.flatMap((line) => {
      const setting = /^Environment=([A-Z_]+)=(.*)$/.exec(line.trim());
      return setting ? [[setting[1]!, setting[2]!]] : [];
    }),
  );
}

/** An address of this machine that other machines reach it by. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe.each(["cravings.service", "cravings@.service"])("%s with TRUST_PROXY=1", (unit) => {
  it.skipIf(!outsideAddress)(
    "answers the proxy on loopback and nobody on the machine's other addresses",
    async () => {
      const { HOST } = unitEnvironment(unit);
      // The unit's HOST (unset: the app's default); its port and files are the test server's.
      const server = await startTestServer({ HOST, TRUST_PROXY: "1" });
      try {
        const port = new URL(server.url).port;
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        const direct = await fetch(`http://${outsideAddress}:${port}/healthz`, {
          headers: { "X-Forwarded-For": "203.0.113.7" },
        }).then(
          (response) => `answered ${response.status}`,
          (error: Error & { cause?: { code?: string } }) => error.cause?.code,
        );
        expect(direct).toBe("ECONNREFUSED");
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});
