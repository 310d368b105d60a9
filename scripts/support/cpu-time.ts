/**
 * CPU time spent by groups of processes, from Linux's /proc (elsewhere every figure is null): what the
 * benchmarks use to say where a run's cores went (the app's workers, the database's backends, the load
 * generator), since on one machine they all share the same cores.
 */
import fs from "node:fs";

const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: the fields after it are split from its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

function allPids(): number[] {
  if (!fs.existsSync("/proc/self/stat")) return [];
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The process and all its descendants (a cluster's primary and its workers). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const pid of allPids()) {
    const fields = statFields(pid);
    if (fields) parents.set(pid, Number(fields[1]));
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree];
}

/** Each process's user and system CPU seconds so far; null where there is no /proc. */
export function cpuTimes(pids: number[]): Map<number, number> | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  const times = new Map<number, number>();
  for (const pid of pids) {
    const fields = statFields(pid);
    // utime and stime are the 14th and 15th fields of stat, the 12th and 13th after the command name.
    if (fields) times.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
  }
  return times;
}

/** CPU seconds spent between two readings (a process started in between counts from zero). */
export function cpuSpent(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let seconds = 0;
  for (const [pid, time] of after) seconds += time - (before.get(pid) ?? 0);
  return seconds;
}
