// `npm run test:load`: the whole suite while busy loops keep every core loaded (a load average of about three per
// core, as on a shared CI machine), to show that no test depends on the machine's speed. LOAD_PER_CORE changes it.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import process from "node:process";

const perCore = Number(process.env.LOAD_PER_CORE ?? 3);
const spin = "for (;;) { Math.sqrt(Math.random()); }";
const hogs = Array.from({ length: Math.round(availableParallelism() * perCore) }, () =>
  spawn(process.execPath, ["-e", spin], { stdio: "ignore" }),
);
const stopHogs = () => hogs.forEach((hog) => hog.kill("SIGKILL"));
process.on("exit", stopHogs);

const suite = spawn("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit" });
suite.on("exit", (code) => {
  stopHogs();
  process.exit(code ?? 1);
});
