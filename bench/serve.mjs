// Starts `next start` for a built app on loopback and waits until it answers.
import { spawn } from "node:child_process";

export async function serve(dir, port) {
  const child = spawn("npx", ["next", "start", "--hostname", "127.0.0.1", "--port", String(port)], {
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
