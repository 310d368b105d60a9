import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../../scripts/support/test-server";

/**
 * Finding N15 of the 2026-11-26 security probe: the README sets TRUST_PROXY=1 behind nginx, which
 * believes the X-Forwarded-For of whatever connects; the single-instance unit listened on every
 * interface, so a client talking to the port directly chose its own address (and got past the
 * sign-up limit). Each systemd unit is started with its own settings, and the address its socket is
 * bound to is read from the kernel's table (no traffic leaves loopback).
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

/** The local addresses of the listening TCP sockets on `port` ("127.0.0.1", "0.0.0.0", "::", else IPv6 in hex), from /proc/net. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const rows = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").slice(1) : []);
  const addresses: string[] = [];
  for (const row of [...rows("/proc/net/tcp"), ...rows("/proc/net/tcp6")]) {
    const [, local = "", , state] = row.trim().split(/\s+/);
    const [address = "", portHex] = local.split(":");
    if (state !== "0A" || portHex !== hexPort) continue; // 0A: LISTEN
    const ipv4 = () =>
      (address.match(/../g) ?? [])
        .reverse()
        .map((byte) => parseInt(byte, 16))
        .join(".");
    addresses.push(address.length === 8 ? ipv4() : /^0+$/.test(address) ? "::" : address);
  }
  return addresses;
}

describe.each(["cravings.service", "cravings@.service"])("%s with TRUST_PROXY=1", (unit) => {
  it.skipIf(!fs.existsSync("/proc/net/tcp"))(
    "listens on loopback only, where the proxy it trusts is",
    async () => {
      const { HOST } = unitEnvironment(unit);
      expect(HOST).toBe("127.0.0.1");
      const server = await startTestServer({ HOST, TRUST_PROXY: "1" });
      try {
        const port = Number(new URL(server.url).port);
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        expect(listeningAddresses(port)).toEqual(["127.0.0.1"]);
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});
