import { ButtonStyle, ComponentType } from "discord-api-types/v10";
import { textLength, type FieldChecks } from "./field-checks.ts";
import { isObject } from "./json.ts";

type Path = readonly (string | number)[];

const SELECT_TYPES: readonly number[] = [
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];
const V2_TOP_LEVEL: readonly number[] = [
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
];
const V2_MAX_COMPONENTS = 40;
const V2_MAX_TEXT = 4000;

/** Message components: classic (<= 5 action rows) or Components V2 (flag IS_COMPONENTS_V2). */
export function checkMessageComponents(checks: FieldChecks, components: unknown, componentsV2: boolean): void {
  const walk = new ComponentWalk(checks);
  if (!componentsV2) {
    const rows = checks.list(["components"], components, 0, 5);
    rows.forEach((row, i) => walk.actionRow(["components", i], row));
  } else {
    const top = checks.list(["components"], components, 0, V2_MAX_COMPONENTS);
    top.forEach((component, i) => walk.v2(["components", i], component, V2_TOP_LEVEL));
    if (walk.count > V2_MAX_COMPONENTS)
      checks.add(["components"], "BASE_TYPE_MAX_LENGTH", `Must be ${V2_MAX_COMPONENTS} or fewer in length.`);
    if (walk.textLength > V2_MAX_TEXT)
      checks.add(["components"], "MAX_TEXT_LENGTH_EXCEEDED", `Total text must be ${V2_MAX_TEXT} or fewer in length.`);
  }
}

class ComponentWalk {
  readonly #checks: FieldChecks;
  readonly #customIds = new Set<string>();
  count = 0;
  textLength = 0;

  constructor(checks: FieldChecks) {
    this.#checks = checks;
  }

  actionRow(path: Path, row: unknown): void {
    this.count++;
    if (!isObject(row) || row["type"] !== ComponentType.ActionRow) {
      this.#checks.oneOf([...path, "type"], isObject(row) ? row["type"] : undefined, [ComponentType.ActionRow]);
      return;
    }
    const children = this.#checks.list([...path, "components"], row["components"], 1, 5, true);
    const hasSelect = children.some((child) => isObject(child) && SELECT_TYPES.includes(Number(child["type"])));
    if (hasSelect && children.length > 1)
      this.#checks.add([...path, "components"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 1 in length.");
    children.forEach((child, i) => this.#rowChild([...path, "components", i], child));
  }

  v2(path: Path, component: unknown, allowed: readonly number[]): void {
    if (!isObject(component) || !allowed.includes(Number(component["type"]))) {
      this.#checks.oneOf([...path, "type"], isObject(component) ? component["type"] : undefined, allowed);
      return;
    }
    switch (component["type"]) {
      case ComponentType.ActionRow:
        this.actionRow(path, component);
        return;
      case ComponentType.Container: {
        this.count++;
        const inner = this.#checks.list([...path, "components"], component["components"], 1, V2_MAX_COMPONENTS, true);
        const allowedInContainer = V2_TOP_LEVEL.filter((type) => type !== ComponentType.Container);
        inner.forEach((child, i) => this.v2([...path, "components", i], child, allowedInContainer));
        return;
      }
      case ComponentType.Section: {
        this.count++;
        const texts = this.#checks.list([...path, "components"], component["components"], 1, 3, true);
        texts.forEach((text, i) => this.v2([...path, "components", i], text, [ComponentType.TextDisplay]));
        const accessory = component["accessory"];
        if (isObject(accessory) && accessory["type"] === ComponentType.Button)
          this.#button([...path, "accessory"], accessory);
        else if (isObject(accessory) && accessory["type"] === ComponentType.Thumbnail) this.count++;
        else
          this.#checks.oneOf(
            [...path, "accessory", "type"],
            isObject(accessory) ? accessory["type"] : undefined,
            [2, 11],
          );
        return;
      }
      case ComponentType.TextDisplay:
        this.count++;
        this.textLength += textLength(component["content"]);
        this.#checks.text([...path, "content"], component["content"], 1, V2_MAX_TEXT, true);
        return;
      default:
        this.count++;
    }
  }

  #rowChild(path: Path, child: unknown): void {
    if (!isObject(child)) {
      this.#checks.oneOf([...path, "type"], undefined, [ComponentType.Button, ...SELECT_TYPES]);
      return;
    }
    if (child["type"] === ComponentType.Button) this.#button(path, child);
    else if (child["type"] === ComponentType.StringSelect) this.#stringSelect(path, child);
    else if (SELECT_TYPES.includes(Number(child["type"]))) this.#autoSelect(path, child);
    else this.#checks.oneOf([...path, "type"], child["type"], [ComponentType.Button, ...SELECT_TYPES]);
  }

  #button(path: Path, button: Record<string, unknown>): void {
    this.count++;
    const checks = this.#checks;
    const style = button["style"];
    checks.oneOf([...path, "style"], style, [1, 2, 3, 4, 5, 6]);
    checks.text([...path, "label"], button["label"], 0, 80);
    if (style === ButtonStyle.Link) {
      checks.text([...path, "url"], button["url"], 1, 512, true);
      if (button["custom_id"] !== undefined && button["custom_id"] !== null)
        checks.add([...path, "custom_id"], "BUTTON_COMPONENT_CUSTOM_ID_LINK", "A link button cannot have a custom id");
    } else if (style === ButtonStyle.Premium) {
      if (typeof button["sku_id"] !== "string") checks.required([...path, "sku_id"]);
    } else {
      this.#customId(path, button["custom_id"]);
      if (button["url"] !== undefined && button["url"] !== null)
        checks.add([...path, "url"], "BUTTON_COMPONENT_URL_NOT_LINK", "Only link buttons can have a url");
    }
    if (style !== ButtonStyle.Premium && !button["label"] && !button["emoji"])
      checks.add([...path, "label"], "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A button needs a label or an emoji");
  }

  #stringSelect(path: Path, select: Record<string, unknown>): void {
    this.count++;
    const checks = this.#checks;
    this.#customId(path, select["custom_id"]);
    checks.text([...path, "placeholder"], select["placeholder"], 0, 150);
    const options = checks.list([...path, "options"], select["options"], 1, 25, true);
    const values = new Set<string>();
    options.forEach((option, i) => {
      const at = [...path, "options", i];
      if (!isObject(option)) {
        checks.required(at);
        return;
      }
      checks.text([...at, "label"], option["label"], 1, 100, true);
      checks.text([...at, "value"], option["value"], 1, 100, true);
      checks.text([...at, "description"], option["description"], 0, 100);
      if (typeof option["value"] === "string") {
        if (values.has(option["value"]))
          checks.add(
            [...at, "value"],
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
            "Select option values must be unique",
          );
        values.add(option["value"]);
      }
    });
    this.#minMax(path, select, options.length);
  }

  #autoSelect(path: Path, select: Record<string, unknown>): void {
    this.count++;
    this.#customId(path, select["custom_id"]);
    this.#checks.text([...path, "placeholder"], select["placeholder"], 0, 150);
    this.#minMax(path, select, 25);
  }

  #minMax(path: Path, select: Record<string, unknown>, available: number): void {
    const checks = this.#checks;
    checks.integer([...path, "min_values"], select["min_values"], 0, 25);
    checks.integer([...path, "max_values"], select["max_values"], 1, 25);
    const min = typeof select["min_values"] === "number" ? select["min_values"] : 1;
    const max = typeof select["max_values"] === "number" ? select["max_values"] : 1;
    if (min > max)
      checks.add(
        [...path, "min_values"],
        "SELECT_COMPONENT_MIN_GREATER_THAN_MAX",
        "min_values must not exceed max_values",
      );
    if (max > available)
      checks.add(
        [...path, "max_values"],
        "SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS",
        "max_values must not exceed the number of options",
      );
  }

  #customId(path: Path, customId: unknown): void {
    this.#checks.text([...path, "custom_id"], customId, 1, 100, true);
    if (typeof customId !== "string") return;
    if (this.#customIds.has(customId))
      this.#checks.add(
        [...path, "custom_id"],
        "COMPONENT_CUSTOM_ID_DUPLICATED",
        "Component custom id cannot be duplicated",
      );
    this.#customIds.add(customId);
  }
}

/** A modal (callback type 9): title, custom_id, 1..5 labels or (deprecated) action rows with text inputs. */
export function checkModal(checks: FieldChecks, data: unknown): void {
  if (!isObject(data)) {
    checks.required(["data"]);
    return;
  }
  checks.text(["data", "title"], data["title"], 1, 45, true);
  checks.text(["data", "custom_id"], data["custom_id"], 1, 100, true);
  const customIds = new Set<string>();
  const components = checks.list(["data", "components"], data["components"], 1, 5, true);
  components.forEach((component, i) => {
    const path = ["data", "components", i];
    if (!isObject(component)) return checks.required(path);
    if (component["type"] === ComponentType.ActionRow) {
      const inputs = checks.list([...path, "components"], component["components"], 1, 1, true);
      inputs.forEach((input, j) => checkModalInput(checks, [...path, "components", j], input, customIds, true));
    } else if (component["type"] === ComponentType.Label) {
      checks.text([...path, "label"], component["label"], 1, 45, true);
      checks.text([...path, "description"], component["description"], 0, 100);
      checkModalInput(checks, [...path, "component"], component["component"], customIds, false);
    } else if (component["type"] !== ComponentType.TextDisplay) {
      checks.oneOf([...path, "type"], component["type"], [
        ComponentType.ActionRow,
        ComponentType.Label,
        ComponentType.TextDisplay,
      ]);
    }
  });
}

function checkModalInput(
  checks: FieldChecks,
  path: Path,
  input: unknown,
  customIds: Set<string>,
  inRow: boolean,
): void {
  if (!isObject(input)) return checks.required(path);
  const allowed = inRow
    ? [ComponentType.TextInput]
    : [
        ComponentType.TextInput,
        ...SELECT_TYPES,
        ComponentType.FileUpload,
        ComponentType.RadioGroup,
        ComponentType.CheckboxGroup,
        ComponentType.Checkbox,
      ];
  if (!allowed.includes(Number(input["type"]))) return checks.oneOf([...path, "type"], input["type"], allowed);
  checks.text([...path, "custom_id"], input["custom_id"], 1, 100, true);
  if (typeof input["custom_id"] === "string") {
    if (customIds.has(input["custom_id"]))
      checks.add([...path, "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated");
    customIds.add(input["custom_id"]);
  }
  if (input["type"] !== ComponentType.TextInput) return;
  if (inRow) checks.text([...path, "label"], input["label"], 1, 45, true);
  checks.oneOf([...path, "style"], input["style"], [1, 2]);
  checks.integer([...path, "min_length"], input["min_length"], 0, 4000);
  checks.integer([...path, "max_length"], input["max_length"], 1, 4000);
  checks.text([...path, "value"], input["value"], 0, 4000);
  checks.text([...path, "placeholder"], input["placeholder"], 0, 100);
}
