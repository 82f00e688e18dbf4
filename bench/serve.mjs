// Starts `next start` for a built app on loopback and waits until it answers.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

async function answers(url) {
  try {
    return (await fetch(`${url}/`)).status < 500;
  } catch {
    return false;
  }
}

/** @param {Record<string, string>} env for the server, e.g. the A/B runs' NEXT_DIST_DIR */
export async function serve(dir, port, env = {}) {
  const url = `http://127.0.0.1:${port}`;
  // Measuring a server left over from another run would measure the wrong build.
  if (await answers(url)) throw new Error(`something already answers on ${url}: stop it first`);
  // The Node.js running the benchmark runs the server too (use the one in .nvmrc, as deployed).
  const next = resolve(dir, "node_modules/next/dist/bin/next");
  const args = [next, "start", "--hostname", "127.0.0.1", "--port", String(port)];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, ...env },
  });
  let exited = false;
  const ended = new Promise((resolve) => child.on("exit", resolve));
  child.on("exit", () => (exited = true));
  /** Stops the server (killed if it has not ended 10 s later); settles once it has exited. */
  const stop = () => {
    if (!exited) {
      process.kill(-child.pid, "SIGTERM");
      setTimeout(() => exited || process.kill(-child.pid, "SIGKILL"), 10_000).unref();
    }
    return ended;
  };
  for (let i = 0; i < 120 && !exited; i++) {
    if (await answers(url)) return { url, stop, pid: child.pid };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`next start in ${dir} did not answer on ${url}`);
}
