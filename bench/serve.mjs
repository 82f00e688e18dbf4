// Starts `next start` for a built app on loopback and waits until it answers.
import { spawn } from "node:child_process";
import { join } from "node:path";

export async function serve(dir, port) {
  // The Node.js running the benchmark runs the server too (use the one in .nvmrc, as deployed).
  const next = join(dir, "node_modules/next/dist/bin/next");
  const args = [next, "start", "--hostname", "127.0.0.1", "--port", String(port)];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${url}/`);
      if (res.status < 500) return { url, stop: () => process.kill(-child.pid, "SIGTERM") };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.kill(-child.pid, "SIGTERM");
  throw new Error(`next start in ${dir} did not answer on ${url}`);
}
