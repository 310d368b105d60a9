import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** Every route module the app declares, nested ones included (a module may serve several paths). */
function routeFiles(entries: readonly RouteConfigEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]))];
}

/**
 * Issue 31 and decision 0030: every route with an action declares its intents through the action kit
 * (`defineAction`), which parses, reads the user once and answers the one way.
 */
describe("the action kit", () => {
  it("makes every route action, each with named intents", async () => {
    const files = routeFiles(await routes);
    const modules = await Promise.all(
      files.map(async (file) => ({ file, module: (await import(`../../app/${file}`)) as { action?: unknown } })),
    );
    const withActions = modules.filter(({ module }) => module.action !== undefined);
    const intentsOf = (action: unknown) =>
      typeof action === "function" && "intents" in action ? (action.intents as readonly string[]) : null;
    const notKit = withActions.filter(({ module }) => !intentsOf(module.action)?.length).map(({ file }) => file);

    expect(withActions.length).toBeGreaterThan(30);
    expect(notKit).toEqual([]);
  });
});
