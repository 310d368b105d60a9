import { describe, expect, it } from "vitest";
import { isBusyError, isOutageError } from "./outage.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isOutageError", () => {
  it("takes a lost, refused or shut-down database, and a full or read-only disk, for an outage", () => {
    expect(isOutageError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isOutageError(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isOutageError(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isOutageError(withCode("could not extend file: No space left on device", "53100"))).toBe(true);
    expect(isOutageError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isOutageError(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isOutageError(withCode("database or disk is full", "SQLITE_FULL"))).toBe(true);
    expect(isOutageError(withCode("attempt to write a readonly database", "SQLITE_READONLY"))).toBe(true);
  });

  it("takes a wait for a busy pool for a busy request, not an outage", () => {
    const waited = new Error("timeout exceeded when trying to connect");
    expect(isOutageError(waited)).toBe(false);
    expect(isBusyError(waited)).toBe(true);
    expect(isBusyError(new Error("Connection terminated unexpectedly"))).toBe(false);
  });

  it("leaves a wrong query, a broken rule and a busy lock to the page's own error", () => {
    expect(isOutageError(withCode('duplicate key value violates unique constraint "cities_pkey"', "23505"))).toBe(
      false,
    );
    expect(isOutageError(withCode("canceling statement due to lock timeout", "55P03"))).toBe(false);
    expect(isOutageError(withCode("UNIQUE constraint failed: users.email", "SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isOutageError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isOutageError("a string")).toBe(false);
  });
});
