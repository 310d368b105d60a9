import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DEPLOY = path.resolve("deploy");

/**
 * The files an operator copies from `deploy/` work on the machines we support (Debian 12): the nginx site
 * loads in Debian's nginx, and the systemd units are hardened (operator audit O-7, O-8; issue 32).
 * `.ci/run` installs nginx; systemd-analyze comes with Debian.
 */
describe("the deployment files", () => {
  it("the nginx site passes `nginx -t` with its certificate paths pointed at a test certificate", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-nginx-"));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"].concat([
        "-subj",
        "/CN=cravings.example",
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { stdio: "ignore" },
    );
    const site = fs
      .readFileSync(path.join(DEPLOY, "nginx-cravings.conf"), "utf8")
      .replace("/etc/letsencrypt/live/cravings.example/fullchain.pem", cert)
      .replace("/etc/letsencrypt/live/cravings.example/privkey.pem", key);
    fs.writeFileSync(path.join(dir, "site.conf"), site);
    const main = `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`;
    fs.writeFileSync(path.join(dir, "nginx.conf"), main);

    const check = spawnSync("nginx", ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });

    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  });

  it.each(["cravings.service", "cravings@.service", "cravings-backup.service"])(
    "systemd-analyze rates %s OK (exposure 4.0 or less)",
    (unit) => {
      const report = spawnSync("systemd-analyze", ["security", "--offline=true", path.join(DEPLOY, unit)], {
        encoding: "utf8",
      });
      const level = /Overall exposure level for [^:]+: ([\d.]+) (\w+)/.exec(report.stdout);

      expect(level, report.stdout + report.stderr).not.toBeNull();
      expect(Number(level![1])).toBeLessThanOrEqual(4);
      expect(level![2]).toBe("OK");
    },
  );

  it("the backup timer runs every 15 minutes, and its service backs up into the folder the retention rule prunes", () => {
    const timer = fs.readFileSync(path.join(DEPLOY, "cravings-backup.timer"), "utf8");
    const calendar = /^OnCalendar=(.+)$/m.exec(timer)![1]!;
    const next = spawnSync("systemd-analyze", ["calendar", "--iterations=3", calendar], {
      encoding: "utf8",
      env: { ...process.env, TZ: "UTC" },
    });
    const runs = [...next.stdout.matchAll(/(?:Next elapse|Iter\. #\d): \w+ (\S+ \S+)/g)].map((match) =>
      Date.parse(`${match[1]!.replace(" ", "T")}Z`),
    );

    expect(runs).toHaveLength(3);
    expect(runs[1]! - runs[0]!).toBe(15 * 60_000);
    expect(runs[2]! - runs[1]!).toBe(15 * 60_000);
    expect(fs.readFileSync(path.join(DEPLOY, "cravings-backup.service"), "utf8")).toMatch(
      /^ExecStart=\/usr\/bin\/node scripts\/run\.mjs db:backup --folder \/var\/lib\/cravings\/backups$/m,
    );
  });
});
