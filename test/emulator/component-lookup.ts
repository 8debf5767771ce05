import { isObject, type JsonObject } from "./json.ts";

/** Finds the interactive component with this custom_id anywhere in a message's (or modal's) component tree. */
export function findComponent(components: readonly unknown[], customId: string): JsonObject | null {
  for (const component of components) {
    if (!isObject(component)) continue;
    if (component["custom_id"] === customId) return component;
    const children = [
      ...(Array.isArray(component["components"]) ? component["components"] : []),
      component["accessory"],
      component["component"],
    ];
    const found = findComponent(children, customId);
    if (found) return found;
  }
  return null;
}

export function customIdsIn(components: readonly unknown[]): string[] {
  const ids: string[] = [];
  const walk = (list: readonly unknown[]) => {
    for (const component of list) {
      if (!isObject(component)) continue;
      if (typeof component["custom_id"] === "string") ids.push(component["custom_id"]);
      walk([
        ...(Array.isArray(component["components"]) ? component["components"] : []),
        component["accessory"],
        component["component"],
      ]);
    }
  };
  walk(components);
  return ids;
}
