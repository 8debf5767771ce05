import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type Message,
} from "discord.js";
import { fitLabel, MAX_OPTIONS, MAX_ROWS, OPTION_TEXT_MAX, PER_ROW, type Control } from "../games/controls.ts";
import { decodeId, encodeId, type ComponentId } from "./codec.ts";

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

type ChoiceStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

export function button(label: string, id: ComponentId, style: ChoiceStyle = ButtonStyle.Secondary): APIButtonComponent {
  return { type: ComponentType.Button, style, label: fitLabel(label), custom_id: encodeId(id) };
}

/** A row with one button opening a web page, or no row without an address. */
export function linkRows(label: string, url: string | null | undefined): Row[] {
  if (!url) return [];
  const link: APIButtonComponent = { type: ComponentType.Button, style: ButtonStyle.Link, label: fitLabel(label), url };
  return [{ type: ComponentType.ActionRow, components: [link] }];
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

const menuOption = (o: {
  value: string;
  label: string;
  description?: string | undefined;
}): { value: string; label: string; description?: string } => ({
  value: o.value,
  label: clip(o.label, OPTION_TEXT_MAX),
  ...(o.description ? { description: clip(o.description, OPTION_TEXT_MAX) } : {}),
});

/**
 * A seat's controls as components: buttons `perRow` to a row (then `more` buttons, such as the way back out of a
 * group), each menu on a row of its own. Each carries the control's position (after `at`, the groups opened on the
 * way) and the staleness token it was offered under, which is all a press needs, even after a restart. A group is a
 * menu of its options; choosing one shows its controls.
 */
export function controlRows(
  table: string,
  token: string,
  shown: { controls: readonly Control<unknown>[]; perRow?: number },
  room = MAX_ROWS,
  at: readonly number[] = [],
  more: readonly APIButtonComponent[] = [],
): Row[] {
  const buttons: APIButtonComponent[] = [];
  const menus: Row[] = [];
  shown.controls.forEach((control, index) => {
    const id = { type: "choice" as const, table, token, path: [...at, index] };
    if (control.type === "button") {
      buttons.push(button(control.label, id, control.tone === "quiet" ? ButtonStyle.Secondary : ButtonStyle.Primary));
      return;
    }
    if (control.type === "blocked") {
      // Disabled, so Discord never sends a press for it; a forged one finds no action at this position.
      buttons.push({ ...button(control.label, id), disabled: true });
      return;
    }
    const [min, max] = control.type === "group" ? [1, 1] : [control.min ?? control.count, control.count];
    menus.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: encodeId(id),
          placeholder: clip(control.placeholder, 150),
          min_values: min,
          max_values: max,
          // A group's options go by their positions: the press opens the one chosen.
          options: control.options
            .slice(0, MAX_OPTIONS)
            .map((o, n) =>
              menuOption({ label: o.label, description: o.description, value: "value" in o ? o.value : String(n) }),
            ),
        },
      ],
    });
  });
  return [...buttonRows([...buttons, ...more], shown.perRow), ...menus].slice(0, room);
}

/** One menu in its own row: pick one of `options` (at most 25). */
export function menuRow(id: ComponentId, placeholder: string, options: { label: string; value: string }[]): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: encodeId(id),
        placeholder: clip(placeholder, 150),
        min_values: 1,
        max_values: 1,
        options: options.slice(0, MAX_OPTIONS).map((o) => menuOption(o)),
      },
    ],
  };
}

/** The ids of the components on a message that this bot made (a row's buttons and menus). */
export function idsOn(message: Pick<Message, "components">): ComponentId[] {
  return message.components.flatMap((top) => {
    const row = top.toJSON();
    if (!("components" in row)) return [];
    return row.components.flatMap((component) => {
      const id = "custom_id" in component ? decodeId(component.custom_id) : null;
      return id ? [id] : [];
    });
  });
}
