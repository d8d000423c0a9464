/**
 * The CPU time the bench server's workerd has used, read from Linux's /proc: the sum over every thread of every
 * workerd process under the server (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds on a CPU). Sampled around an
 * invocation run alone, it is an upper bound of that invocation's CPU (anything else workerd did meanwhile counts).
 */
import { readdirSync, readFileSync } from "node:fs";

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};

/** The workerd processes started under `root` (wrangler dev's process). */
export function workerdPids(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (commandOf(pid) === "workerd") found.push(pid);
    queue.push(...children(pid));
  }
  return found;
}

/** Milliseconds of CPU the processes have used so far (every thread). */
export function cpuMs(pids: number[]): number {
  let ns = 0;
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // A thread that ended between the listing and the read.
      }
    }
  }
  return ns / 1e6;
}
