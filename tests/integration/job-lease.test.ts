import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { holdLease, releaseLease, whileHoldingLease } from "~/features/jobs/job-lease.server";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a job lease", () => {
  it("is held by one instance at a time, renewed by it, and taken over once it lapses or is released", async () => {
    expect(await holdLease("sweep", "instance-a", 300)).toBe(true);
    expect(await holdLease("sweep", "instance-b", 300)).toBe(false);
    expect(await holdLease("sweep", "instance-a", 300)).toBe(true);
    await wait(350);
    expect(await holdLease("sweep", "instance-b", 300)).toBe(true);
    expect(await holdLease("sweep", "instance-a", 300)).toBe(false);
    await releaseLease("sweep", "instance-b");
    expect(await holdLease("sweep", "instance-a", 300)).toBe(true);
    const row = await db().selectFrom("job_leases").selectAll().where("name", "=", "sweep").executeTakeFirstOrThrow();
    expect(row.holder).toBe("instance-a");
  });

  it("gives exactly one of many instances asking at once the lease", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => holdLease("crowded", `instance-${i}`, 5_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it("runs the work in one instance, and in the other once the first stops", async () => {
    const running: string[] = [];
    const work = (who: string) => () => {
      running.push(who);
      return () => running.splice(running.indexOf(who), 1);
    };
    const options = { leaseMs: 400, renewMs: 50 };
    const stopA = whileHoldingLease("jobs", work("a"), { holder: "a", ...options });
    await wait(100);
    const stopB = whileHoldingLease("jobs", work("b"), { holder: "b", ...options });
    await wait(200);
    expect(running).toEqual(["a"]);
    await stopA();
    await wait(200);
    expect(running).toEqual(["b"]);
    await stopB();
    expect(running).toEqual([]);
    expect(await db().selectFrom("job_leases").selectAll().where("name", "=", "jobs").execute()).toEqual([]);
  });
});
