import { translate, type Locale, type Params } from "../engine/index.ts";
import { cliStrings } from "./strings.ts";

export function say(key: keyof typeof cliStrings, locale: Locale, params: Params = {}): string {
  return translate(cliStrings, key, locale, params);
}
