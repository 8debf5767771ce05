import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { missingPackages, needsInstall, SYSTEM_PACKAGES, systemPlan } from "../scripts/setup.mjs";

/** The set-up that `npm start` and `npm test` run first on a fresh clone (scripts/setup.mjs). */
describe("the set-up before npm start and npm test", () => {
  it("runs npm ci when node_modules is missing or older than the lock file, and not otherwise", () => {
    expect(needsInstall(null, 100)).toBe(true);
    expect(needsInstall(50, 100)).toBe(true);
    expect(needsInstall(200, 100)).toBe(false);
    expect(needsInstall(200, null)).toBe(false);
  });

  it("installs the missing system packages as root with apt, and otherwise says what to run", () => {
    const missing = missingPackages(SYSTEM_PACKAGES, new Set(SYSTEM_PACKAGES.filter((p) => p !== "libcairo2-dev")));
    expect(missing).toEqual(["libcairo2-dev"]);
    expect(systemPlan([], { isRoot: false, hasApt: false })).toEqual({ action: "none" });
    expect(systemPlan(missing, { isRoot: true, hasApt: true })).toEqual({
      action: "install",
      packages: ["libcairo2-dev"],
    });
    expect(systemPlan(missing, { isRoot: false, hasApt: true })).toEqual({
      action: "tell",
      line: "Missing system packages. Run as root: apt-get update && apt-get install -y libcairo2-dev",
    });
  });

  it("does nothing and says nothing in a checkout that is already installed", () => {
    const run = spawnSync(process.execPath, ["scripts/setup.mjs"], {
      cwd: `${import.meta.dirname}/..`,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
  });
});
