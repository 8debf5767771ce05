import { ComponentType, type APIEmbed, type APIEmbedField } from "discord.js";
import type { Row } from "./components.ts";

/** Discord's limits on what one message carries (Message and Component reference). */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  rows: 5,
  perRow: 5,
  buttonLabel: 80,
  options: 25,
  optionText: 100,
  placeholder: 150,
  choices: 25,
  choiceText: 100,
} as const;

/** The parts of an outgoing message that have limits; whatever else it carries passes unchanged. */
export interface Fittable {
  content?: string;
  embeds?: APIEmbed[];
  components?: Row[];
}

/** Text cut to `max` characters (as Discord counts them), ending in an ellipsis when cut; never a split surrogate. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * A message fitted to Discord's limits, so that no answer is ever refused as an invalid form body: long text is cut
 * with an ellipsis, lists beyond their limits are cut. The callers keep well inside them; this is the last guard.
 */
export function fit<M extends Fittable>(message: M): M {
  const fitted = { ...message };
  if (fitted.content !== undefined) fitted.content = clip(fitted.content, LIMITS.content);
  if (fitted.embeds) fitted.embeds = fitEmbeds(fitted.embeds);
  if (fitted.components) fitted.components = fitted.components.slice(0, LIMITS.rows).map(fitRow);
  return fitted;
}

/** Autocomplete choices within Discord's limits; a choice whose value would be cut is dropped, not changed. */
export function fitChoices<C extends { name: string; value: string | number }>(choices: readonly C[]): C[] {
  return choices
    .filter((c) => typeof c.value !== "string" || c.value.length <= LIMITS.choiceText)
    .slice(0, LIMITS.choices)
    .map((c) => ({ ...c, name: clip(c.name, LIMITS.choiceText) }));
}

function fitEmbeds(embeds: readonly APIEmbed[]): APIEmbed[] {
  let room: number = LIMITS.embedTotal;
  // Text taken from what the 6000 characters shared by all embeds leave; undefined once nothing is left.
  const take = (text: string, max: number): string | undefined => {
    if (room <= 0) return undefined;
    const kept = clip(text, Math.min(max, room));
    room -= kept.length;
    return kept;
  };
  const fitted: APIEmbed[] = [];
  for (const embed of embeds.slice(0, LIMITS.embeds)) {
    if (room <= 0) break;
    const out: APIEmbed = { ...embed };
    const title = embed.title === undefined ? undefined : take(embed.title, LIMITS.title);
    if (title === undefined) delete out.title;
    else out.title = title;
    const author = embed.author && take(embed.author.name, LIMITS.author);
    if (embed.author && author) out.author = { ...embed.author, name: author };
    else delete out.author;
    const footer = embed.footer && take(embed.footer.text, LIMITS.footer);
    if (embed.footer && footer) out.footer = { ...embed.footer, text: footer };
    else delete out.footer;
    if (embed.fields) {
      const fields: APIEmbedField[] = [];
      for (const field of embed.fields.slice(0, LIMITS.fields)) {
        // A field needs a name and a value of at least one character each.
        if (room < 2) break;
        const name = take(field.name, Math.min(LIMITS.fieldName, room - 1)) ?? "…";
        fields.push({ ...field, name, value: take(field.value, LIMITS.fieldValue) ?? "…" });
      }
      out.fields = fields;
    }
    const description = embed.description === undefined ? undefined : take(embed.description, LIMITS.description);
    if (description === undefined) delete out.description;
    else out.description = description;
    fitted.push(out);
  }
  return fitted;
}

function fitRow(row: Row): Row {
  return {
    ...row,
    components: row.components.slice(0, LIMITS.perRow).map((component) => {
      if (component.type === ComponentType.Button && "label" in component && component.label !== undefined) {
        return { ...component, label: clip(component.label, LIMITS.buttonLabel) };
      }
      if (component.type === ComponentType.StringSelect) {
        const options = component.options.slice(0, LIMITS.options).map((o) => ({
          ...o,
          label: clip(o.label, LIMITS.optionText),
          ...(o.description === undefined ? {} : { description: clip(o.description, LIMITS.optionText) }),
        }));
        return {
          ...component,
          options,
          ...(component.placeholder === undefined
            ? {}
            : { placeholder: clip(component.placeholder, LIMITS.placeholder) }),
          ...(component.max_values === undefined ? {} : { max_values: Math.min(component.max_values, options.length) }),
          ...(component.min_values === undefined ? {} : { min_values: Math.min(component.min_values, options.length) }),
        };
      }
      return component;
    }),
  };
}
