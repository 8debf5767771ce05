import { afterAll, afterEach, describe, expect, it } from "vitest";
import { randomBot, waitingFor } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { catalogOf } from "../../src/games/catalog.ts";
import type { GameRegistration } from "../../src/games/registration.ts";
import { climb, type ClimbAction, type ClimbOptions, type ClimbState, type ClimbView } from "../engine/games/climb.ts";
import { HOST, HOST_AUTH, lobby, ok, refusal, rig, tempFiles } from "./helpers.ts";

const temp = tempFiles();
afterAll(() => temp.cleanup());
afterEach(() => temp.closeAll());

const said = (action: ClimbAction): string => (action.type === "play" ? `play ${action.card}` : "pass");

/** The engine's toy game "Climb" as the host registers a game: one registration, nothing else. */
const climbing: GameRegistration<"climb", "climb", ClimbState, ClimbAction, ClimbView, ClimbOptions> = {
  id: "climb",
  kinds: [
    {
      id: "climb",
      game: climb,
      options: { hand: 2 },
      bot: randomBot,
      strings: {},
      turns: (state) => state.zones["pile"]?.cards.length ?? 0,
      turnsAre: "turns",
      name: () => "Climb",
      describeEvent: (event) => event.type,
      describeAction: said,
      describePrompt: (view) => view.prompt?.decision ?? "",
      describeRecent: () => [],
      describeTable: (view) => [`pile: ${view.table.pile.join(" ")}`],
      ownHand: (view) => (view.viewer === "spectator" ? null : (view.table.hands[view.viewer]?.cards ?? [])),
      cardList: (cards) => cards.join(", "),
      defaultNames: () => ["North", "South"],
      controls: (_view, legal) => ({
        place: "hand",
        controls: legal.map((action) => ({ type: "button", label: said(action), action })),
      }),
      guide: () => ({ title: "Climb", summary: "Play higher or pass.", body: "" }),
    },
  ],
};

function stateOf(table: TableRecord): ClimbState {
  if (!table.match) throw new Error("no match");
  return table.match.state as ClimbState;
}

describe("a table service given one registration", () => {
  it("plays the engine's toy game from lobby to result, against the registration's bot, and opens no other game", async () => {
    const r = rig(temp, { kinds: catalogOf([climbing]) });
    expect(
      refusal(
        await r.service.open({
          guildId: "guild-1",
          channelId: "other",
          host: HOST,
          kind: "spymaster",
          locale: "en",
          turnSeconds: 60,
        }),
      ),
    ).toBe("unknown-game");

    const table = await lobby(r.service, { kind: "climb", second: "bot" });
    let t = ok(await r.service.start(table.id, HOST_AUTH)).table;
    expect(t.match?.setup.options).toEqual({ hand: 2 });
    for (let moves = 0; t.status === "playing" && moves < 100; moves++) {
      if (!t.match) throw new Error("no match");
      expect(waitingFor(climb, t.match)).toEqual([0]);
      const [action] = climb.legalActions(stateOf(t), 0);
      t = ok(await r.service.act(t.id, HOST.id, t.seq, action)).table;
    }
    expect(t.status).toBe("finished");
    expect(t.outcome?.reason).toBe("most-cards");
  });
});
