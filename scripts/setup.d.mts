export declare const SYSTEM_PACKAGES: readonly string[];
export declare function needsInstall(installedAt: number | null, lockAt: number | null): boolean;
export declare function missingPackages(wanted: readonly string[], installed: ReadonlySet<string>): string[];
export declare function systemPlan(
  missing: readonly string[],
  where: { isRoot: boolean; hasApt: boolean },
): { action: "none" } | { action: "install"; packages: string[] } | { action: "tell"; line: string };
