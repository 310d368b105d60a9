import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Most
    // integration suites wait on the servers they start, so two at a time is faster there (measured on
    // 2 cores: SQLite 223 s → 126 s, PostgreSQL about 300 s → 149 s).
    maxWorkers: 2,
  },
});
