// CPU time and resident memory of a server process and its descendants, read from /proc (Linux only; elsewhere null).
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** The process and every process below it. */
function tree(root) {
  let pids;
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const parentOf = new Map();
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) parentOf.set(Number(pid), Number(fields[1]));
  }
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (found.has(pid) || !found.has(parent)) continue;
      found.add(pid);
      grew = true;
    }
  }
  return [...found].filter((pid) => parentOf.has(pid));
}

/** User + system CPU milliseconds used so far by the process tree under `pid`, or null where /proc is absent. */
export function cpuMs(pid) {
  const pids = tree(pid);
  if (!pids.length) return null;
  let ticks = 0;
  for (const each of pids) {
    const fields = statFields(each);
    // utime and stime are fields 14 and 15 of stat; index 11 and 12 once pid and comm are cut off.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of the process tree under `pid`, in MiB, or null. */
export function residentMib(pid) {
  const pids = tree(pid);
  if (!pids.length) return null;
  let kib = 0;
  for (const each of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kib / 1024;
}
