// Runs a build command and measures its wall time and the peak memory of its process tree.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";

/** The resident memory (KB) of a process and its descendants: in all, and of the largest one. */
export function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(pid), kb);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  let largest = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    largest = Math.max(largest, rss.get(pid) ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, largest };
}

export function timedBuild(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...env },
    });
    let peakKb = 0;
    const timer = setInterval(() => (peakKb = Math.max(peakKb, treeRss(child.pid).total)), 250);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(" ")} failed (${code})`));
      else resolve({ seconds: (Date.now() - started) / 1000, peakMb: Math.round(peakKb / 1024) });
    });
  });
}
