// Runs the server exactly as `npm start` does, for a test run, and stops it (SIGTERM, a clean
// shutdown) when the test runner goes away: its standard input closes, or this process is orphaned.
import { spawn } from "node:child_process";

const server = spawn(process.execPath, ["scripts/run.mjs", "start"], { stdio: ["ignore", "inherit", "inherit"] });
const stop = () => server.kill("SIGTERM");
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
process.once("SIGTERM", stop);
// Should the runner die without closing our standard input, we are adopted by init: stop then too.
setInterval(() => {
  if (process.ppid === 1) stop();
}, 1000).unref();
server.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
