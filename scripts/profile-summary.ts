/**
 * Where a server's CPU went, from a V8 CPU profile (`node --cpu-prof`): self time grouped by package
 * (react-dom, react-router, kysely, better-sqlite3, express…), the app's own code, Node's internals,
 * garbage collection and idle time, as shares of the busy time.
 *   WEB_CONCURRENCY=1 NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/profiles" BENCH_SECONDS=5 npm run bench:ssr
 *   npm run profile:summary -- /tmp/profiles/<the server's>.cpuprofile
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run profile:summary -- <file.cpuprofile>");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;

/** The group a frame's self time counts under. */
function groupOf({ functionName, url }: ProfileNode["callFrame"]): string {
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "(program: native, not attributed)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return pkg;
  if (/\/build\/server\//.test(url)) return "the app (build/server)";
  if (url.startsWith("node:") || url === "") return "Node internals";
  return url;
}

const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<string, number>();
profile.samples.forEach((id, index) => {
  const group = groupOf(byNode.get(id)!.callFrame);
  selfTime.set(group, (selfTime.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const busy = [...selfTime].filter(([group]) => group !== "(idle)").reduce((sum, [, time]) => sum + time, 0);
console.log(
  `busy ${(busy / 1e6).toFixed(1)} s of ${(profile.timeDeltas.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} s`,
);
for (const [group, time] of [...selfTime]
  .filter(([g]) => g !== "(idle)")
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15)) {
  console.log(`${((100 * time) / busy).toFixed(1).padStart(5)} %  ${group}`);
}
