import { ComponentType, type APIStringSelectComponent } from "discord.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TableRecord } from "../../src/db/store.ts";
import { decodeId, encodeId } from "../../src/discord/codec.ts";
import type { Row } from "../../src/discord/components.ts";
import { handPayload } from "../../src/discord/presenter.ts";
import { t } from "../../src/discord/strings.ts";
import { controlAt } from "../../src/games/controls.ts";
import { ok, rig, started, tempFiles, userAt, type Rig } from "../tables/helpers.ts";
import { componentProblems } from "./helpers.ts";

/**
 * A decision made in steps (a group: Tomb Raider's own starting hand, card by card) in the private hand reply: the
 * group is a menu; with an option opened the reply shows that option's controls, the choices so far and a Back
 * button; every id names the control's position through the groups, which is all a press needs.
 */
vi.mock("../../src/render/index.ts", () => ({
  paintTable: (): Buffer => Buffer.from("board"),
  paintOwnHand: (): Buffer => Buffer.from("hand"),
}));

const temp = tempFiles("bot-groups-");
let r: Rig;
let table: TableRecord;
beforeAll(async () => {
  r = rig(temp, { seed: 3 });
  table = (await started(r.service, { kind: "tomb-raider", second: "none" })).table;
  for (const action of [
    { type: "level", level: "tomb" },
    { type: "deck", character: "mara", deck: "delver" },
  ]) {
    table = ok(await r.service.act(table.id, userAt(table, 0), table.seq, action)).table;
  }
});
afterAll(() => temp.cleanup());

function menus(rows: Row[]): APIStringSelectComponent[] {
  return rows.flatMap((row) =>
    row.components.filter((c): c is APIStringSelectComponent => c.type === ComponentType.StringSelect),
  );
}

function controlsNow() {
  const view = r.service.view(table, 0);
  if (!view) throw new Error("no view");
  return r.service.kindOf(table).controls(view, r.service.legal(table, 0), "en").controls;
}

describe("a decision in steps, in the hand reply", () => {
  it("shows the group as a menu of its options, and each opened option with the choices so far and a way back", async () => {
    const root = handPayload(r.service, table, 0, "en");
    const [group] = menus(root.components);
    expect(group?.placeholder).toBe("Or choose your own 3 cards");
    expect(decodeId(group?.custom_id ?? "")).toEqual({
      type: "choice",
      table: table.id,
      token: r.service.token(table, 0),
      path: [1],
    });
    expect(group?.options.map((o) => o.value)).toEqual(group?.options.map((_, i) => String(i)));
    expect(componentProblems(root.components, controlsNow())).toEqual([]);

    const climber = group?.options.findIndex((o) => o.label === "Seasoned Climber") ?? -1;
    const opened = handPayload(r.service, table, 0, "en", undefined, [], [1, climber]);
    expect(opened.content).toContain(t("hand.opened", "en", { trail: "Seasoned Climber" }));
    expect(opened.content).toContain("Your hand so far: Seasoned Climber.");
    const back = opened.components.flatMap((row) => row.components).find((c) => c.type === ComponentType.Button);
    expect(back && "custom_id" in back ? back.custom_id : "").toBe(
      encodeId({ type: "open", table: table.id, token: r.service.token(table, 0), path: [] }),
    );
    const [second] = menus(opened.components);
    expect(second?.placeholder).toBe("Card 2 of 3");
    expect(decodeId(second?.custom_id ?? "")).toMatchObject({ path: [1, climber, 0] });
    expect(componentProblems(opened.components, controlsNow())).toEqual([]);

    const keen = second?.options.findIndex((o) => o.label === "Keen Eye") ?? -1;
    const deeper = handPayload(r.service, table, 0, "en", undefined, [], [1, climber, 0, keen]);
    expect(deeper.content).toContain(t("hand.opened", "en", { trail: "Seasoned Climber › Keen Eye" }));
    const [last] = menus(deeper.components);
    const id = decodeId(last?.custom_id ?? "");
    if (id?.type !== "choice" || !last) throw new Error("no last menu");
    expect(id.path).toEqual([1, climber, 0, keen, 0]);
    const control = controlAt(controlsNow(), id.path);
    if (control?.type !== "pick") throw new Error("the id names no menu");
    const lantern = last.options.find((o) => o.label === "Oil Lantern");
    const action = control.action([lantern?.value ?? ""]);
    expect(action).toMatchObject({ type: "hand" });
    const chosen = ok(await r.service.act(table.id, userAt(table, 0), table.seq, action));
    expect(JSON.stringify(chosen.events)).toContain("hand");
  });

  it("shows the decision's own controls for a path that names no opened option", () => {
    const root = handPayload(r.service, table, 0, "en");
    for (const path of [
      [0, 0],
      [1, 99],
      [5, 0],
    ]) {
      expect(handPayload(r.service, table, 0, "en", undefined, [], path).components).toEqual(root.components);
    }
  });
});
