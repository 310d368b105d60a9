import { parseConfig } from "../../app/lib/config.server";
import { startServer } from "../../server/index";

/**
 * Runs the production build for a test run and stops by itself when its parent goes away
 * (its standard input closes), so no server outlives the tests.
 */
const running = await startServer(parseConfig(process.env));
process.stdout.write(`READY ${running.url}\n`);
const stop = () => running.close().then(() => process.exit(0));
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
process.once("SIGTERM", stop);
