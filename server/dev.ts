import { createServer } from "vite";
import { parseConfig, ConfigError } from "../app/lib/config.server";
import type { AppModule } from "./http";
import { prepareToServe, startServer, stopOnSignals } from "./http";

/**
 * `npm run dev`: the same server with Vite's development server in front (hot reload, React's
 * development build). It always runs with APP_ENV=development, so the development doors are on. Node runs
 * with `--conditions=development`, so the packages it loads itself (@react-router/express) and the app Vite
 * loads share React Router's development build: one `RouterContextProvider` class, not two.
 */
let settings;
try {
  settings = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const vite = await createServer({ server: { middlewareMode: true } });
const { app } = (await vite.ssrLoadModule("./server/app.ts")) as { app: AppModule };
await prepareToServe(settings, app);
const running = await startServer(settings, app, { clientFiles: vite.middlewares, onClose: () => vite.close() });
stopOnSignals(running, app.logger());
