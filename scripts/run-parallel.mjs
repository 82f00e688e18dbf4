// Runs the npm scripts named on the command line at the same time, and prints each one's output
// in one piece when it ends; exits non-zero when any of them failed. For scripts that write nothing
// the others read: the checks (lint, types, format, unit tests), and the two builds, each into its
// own folder. Each mostly keeps one core busy, and two cores finish them in about half the time.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const started = Date.now();

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn("npm", ["run", "--silent", name], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("close", (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const status = code === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`;
        process.stdout.write(`\n> npm run ${name}: ${status} after ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
