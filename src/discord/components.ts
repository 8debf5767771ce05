import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
} from "discord.js";
import { fitLabel, OPTION_TEXT_MAX, type Controls } from "../games/controls.ts";
import { encodeId, type ComponentId } from "./codec.ts";

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const PER_ROW = 5;
const MAX_ROWS = 5;

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

type ChoiceStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

export function button(label: string, id: ComponentId, style: ChoiceStyle = ButtonStyle.Secondary): APIButtonComponent {
  return { type: ComponentType.Button, style, label: fitLabel(label), custom_id: encodeId(id) };
}

/** Buttons five to a row, or fewer when the choices have a shape of their own. */
export function buttonRows(buttons: APIButtonComponent[], perRow = PER_ROW): Row[] {
  const rows: Row[] = [];
  const width = Math.min(Math.max(1, perRow), PER_ROW);
  for (let i = 0; i < buttons.length; i += width) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + width) });
  }
  return rows;
}

/**
 * A seat's controls as components: buttons five to a row, each menu on a row of its own. Each carries the
 * control's position and the staleness token it was offered under, which is all a press needs, even after a restart.
 */
export function controlRows(table: string, token: string, offered: Controls<unknown>, room = MAX_ROWS): Row[] {
  const buttons: APIButtonComponent[] = [];
  const menus: Row[] = [];
  offered.controls.forEach((control, index) => {
    const id = { type: "choice" as const, table, token, index };
    if (control.type === "button") {
      buttons.push(button(control.label, id, control.tone === "quiet" ? ButtonStyle.Secondary : ButtonStyle.Primary));
      return;
    }
    if (control.type === "blocked") {
      // Disabled, so Discord never sends a press for it; a forged one finds no action at this position.
      buttons.push({ ...button(control.label, id), disabled: true });
      return;
    }
    menus.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: encodeId(id),
          placeholder: clip(control.placeholder, 150),
          min_values: control.min ?? control.count,
          max_values: control.count,
          options: control.options
            .slice(0, 25)
            .map((o) => ({ value: o.value, label: clip(o.label, OPTION_TEXT_MAX), ...(o.description ? { description: clip(o.description, OPTION_TEXT_MAX) } : {}) })),
        },
      ],
    });
  });
  return [...buttonRows(buttons, offered.perRow), ...menus].slice(0, room);
}
