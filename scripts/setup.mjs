// Runs before `npm start` and `npm test` (with --test: what the tests need too): installs what a fresh clone is
// missing, then gets out of the way.
// Plain Node with no dependencies, because it runs before node_modules exists. Quick when nothing is missing:
// it only compares two file times.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import process from "node:process";
import { pathToFileURL } from "node:url";

/** Debian packages that building canvas (cairo, pango, images) and better-sqlite3 needs. */
export const SYSTEM_PACKAGES = [
  "build-essential",
  "python3",
  "pkg-config",
  "libcairo2-dev",
  "libpango1.0-dev",
  "libjpeg-dev",
  "libgif-dev",
  "librsvg2-dev",
];

/**
 * What the tests need besides: PostgreSQL's server programs (each test run starts its own server) and Chromium, in
 * which the web pages are read (playwright-core drives it; Playwright's own browser download is never used).
 */
export const TEST_PACKAGES = ["postgresql", "chromium"];

/** Whether `npm ci` must run: no node_modules yet, or a lock file newer than what npm last installed. */
export function needsInstall(installedAt, lockAt) {
  return installedAt === null || (lockAt !== null && lockAt > installedAt);
}

/** The packages of `wanted` that dpkg does not list as installed. */
export function missingPackages(wanted, installed) {
  return wanted.filter((name) => !installed.has(name));
}

/** What to do about missing system packages: nothing, install them (as root with apt), or say what to run. */
export function systemPlan(missing, { isRoot, hasApt }) {
  if (missing.length === 0) return { action: "none" };
  if (isRoot && hasApt) return { action: "install", packages: missing };
  return {
    action: "tell",
    line: `Missing system packages. Run as root: apt-get update && apt-get install -y ${missing.join(" ")}`,
  };
}

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installedDebianPackages(names) {
  const result = spawnSync("dpkg-query", ["-W", "-f=${Package} ${Status}\\n", ...names], { encoding: "utf8" });
  if (result.error) return null;
  const installed = new Set();
  for (const line of result.stdout.split("\n")) {
    const [name, ...status] = line.split(" ");
    if (name && status.join(" ") === "install ok installed") installed.add(name.replace(/:.*$/, ""));
  }
  return installed;
}

function main() {
  if (!needsInstall(modifiedAt("node_modules/.package-lock.json"), modifiedAt("package-lock.json"))) return;
  const wanted = process.argv.includes("--test") ? [...SYSTEM_PACKAGES, ...TEST_PACKAGES] : SYSTEM_PACKAGES;
  const installed = installedDebianPackages(wanted);
  // Not Debian (no dpkg): the README says what canvas needs; npm ci will tell if it is missing.
  if (installed !== null) {
    const plan = systemPlan(missingPackages(wanted, installed), {
      isRoot: process.getuid?.() === 0,
      hasApt: !spawnSync("apt-get", ["--version"]).error,
    });
    if (plan.action === "tell") {
      process.stderr.write(`${plan.line}\n`);
      process.exit(1);
    }
    if (plan.action === "install") {
      process.stdout.write(`Installing system packages: ${plan.packages.join(" ")}\n`);
      run("apt-get", ["update"]);
      run("apt-get", ["install", "-y", "--no-install-recommends", ...plan.packages]);
    }
  }
  process.stdout.write("Installing the project's packages (npm ci)...\n");
  run("npm", ["ci"]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
