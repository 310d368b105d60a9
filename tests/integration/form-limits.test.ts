import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signedInBrowser } from "../../scripts/support/http-browser";
import { inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";

/**
 * Finding N16 of the 2026-11-26 security probe: 15 contact messages in a row from one client were all
 * stored (only the honeypot stood in the way), and a customer could open tickets without end. Lead
 * forms are limited per client address and tickets per account, counted in the database.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const LEADS_PER_HOUR = 5;
const TICKETS_PER_HOUR = 5;

/** What a textarea shows, as the page escapes it. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

describe("the contact form", () => {
  it("stores the first messages from one address and refuses the rest with 429, keeping what was typed", async () => {
    const browser = new HttpBrowser(server.url);
    const email = `lead-${Date.now()}@example.com`;
    const statuses: number[] = [];
    let refused = "";
    for (let n = 1; n <= 15; n++) {
      const response = await browser.post("/contact-us", {
        submissionKey: crypto.randomBytes(12).toString("hex"),
        name: "Ravi Kumar",
        email,
        topic: "general",
        message: `Message number ${n}, about lunch.`,
        website: "",
      });
      statuses.push(response.status);
      if (n === 15) refused = await response.text();
    }
    expect(statuses).toEqual([...Array(LEADS_PER_HOUR).fill(303), ...Array(15 - LEADS_PER_HOUR).fill(429)]);
    const stored = await inDatabase(server, (database) =>
      database.selectFrom("leads").select("message").where("email", "=", email).orderBy("created_at").execute(),
    );
    expect(stored.map((lead) => lead.message).sort()).toEqual(
      Array.from({ length: LEADS_PER_HOUR }, (_, i) => `Message number ${i + 1}, about lunch.`).sort(),
    );
    expect(refused).toMatch(
      /You have sent us several messages in a short while\. Please try again in (60|59) minutes\./,
    );
    expect(refused).toContain(escaped("Message number 15, about lunch."));
    expect(refused).toContain(`value="${email}"`);
  });

  it("says so in Hindi", async () => {
    // From the same address as above, whose messages are used up.
    const response = await new HttpBrowser(server.url).post("/contact-us?lang=hi", {
      name: "Ravi Kumar",
      email: "ravi@example.com",
      topic: "general",
      message: "नमस्ते",
      website: "",
    });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("आपने थोड़ी ही देर में हमें कई संदेश भेजे हैं।");
  });
});

describe("support tickets", () => {
  it("are limited per customer, and a refused one keeps what was typed", async () => {
    const { browser, account } = await signedInBrowser(server);
    const statuses: number[] = [];
    let refused = "";
    for (let n = 1; n <= TICKETS_PER_HOUR + 2; n++) {
      const response = await browser.post("/profile/help-support?tab=contact", {
        submissionKey: crypto.randomBytes(12).toString("hex"),
        subject: `Ticket ${n}`,
        category: "orders",
        priority: "medium",
        message: `My order number ${n} was late.`,
      });
      statuses.push(response.status);
      refused = await response.text();
    }
    expect(statuses).toEqual([...Array(TICKETS_PER_HOUR).fill(303), 429, 429]);
    const tickets = await inDatabase(server, (database) =>
      database.selectFrom("support_tickets").select("id").where("user_id", "=", account.id).execute(),
    );
    expect(tickets).toHaveLength(TICKETS_PER_HOUR);
    expect(refused).toMatch(/You have opened several tickets in a short while\. Please try again in (60|59) minutes\./);
    expect(refused).toContain(`My order number ${TICKETS_PER_HOUR + 2} was late.`);
  });
});
