/**
 * Deck lists as people paste them: `4 Name`, `4x Name`, `Name x4`, a bare `Name` (one copy), section headers
 * (`[Main deck]`, `Nekomimi:`, `# castaways`, `!side`), comment lines (`//`, `;`, and `#` lines that name no
 * section), blank lines, trailing spaces and full-width characters (read after Unicode NFKC). Nothing is dropped
 * silently: every line is an entry, a header, a comment, or a problem with its line number.
 */

/** Longest text read; longer input is refused whole rather than cut. */
export const MAX_LIST_CHARS = 20_000;
/** Most copies one line may ask for; more is a problem, not a number to trust. */
export const MAX_COPIES = 99;

export interface ListEntry {
  /** 1-based line number in the text. */
  line: number;
  copies: number;
  /** The name as written (after NFKC and trimming). */
  name: string;
  /** The section it was listed under (an id of the format's sections), or null before any header. */
  section: string | null;
}

export interface ListProblem {
  line: number;
  code: "unknown-section" | "zero-copies" | "too-many-copies";
  params: Record<string, string | number>;
}

export interface ParsedList {
  entries: ListEntry[];
  problems: ListProblem[];
  /** Sections whose header appeared, in order. */
  headers: string[];
}

/** The folded form names and section labels are compared in: NFKC, lower case, no spaces or joining marks. */
export function fold(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s・·'’`´\-_.,!?:;()[\]{}「」『』【】]+/g, "");
}

const COMMENT = /^(\/\/|;|--)/;
const HEADER_MARK = /^(?:#+|!)\s*(.+)$/;
const BRACKETED = /^[[(【]\s*(.+?)\s*[\])】]$/;
const COLON = /^(.+?)\s*:$/;
// "4 Name", "4x Name", "4 x Name", "4枚 Name"; "Name x4", "Name x 4", "Name×4", "Name 4枚". An "x" counts only apart
// from the name; the Japanese counter 枚 may touch it.
const COUNT_FIRST = /^(\d+)(?:\s*[x×*]\s+|\s*枚\s*|\s+)(.+)$/i;
const COUNT_LAST = /^(.+?)(?:(?:\s+[x×*]|×|\*)\s*(\d+)|\s*[x×*]?\s*(\d+)\s*枚)$/i;

/** The section a header line names, given each section's labels (folded); undefined when the line is no header. */
function headerOf(
  line: string,
  labels: ReadonlyMap<string, string>,
): { section: string | null; label: string } | undefined {
  const marked = HEADER_MARK.exec(line)?.[1] ?? BRACKETED.exec(line)?.[1] ?? COLON.exec(line)?.[1];
  if (marked === undefined) return undefined;
  return { section: labels.get(fold(marked)) ?? null, label: marked };
}

/** One entry line split into its count and name. */
function entryOf(line: string): { copies: number; name: string } {
  const first = COUNT_FIRST.exec(line);
  if (first) return { copies: Number(first[1]), name: (first[2] ?? "").trim() };
  const last = COUNT_LAST.exec(line);
  if (last) return { copies: Number(last[2] ?? last[3]), name: (last[1] ?? "").trim() };
  return { copies: 1, name: line };
}

/**
 * Reads a list. `sectionLabels` maps each section id to the labels people use for it (any language); a `#` or `!`
 * line naming none of them is a comment, while a bracketed or colon header naming none is a problem.
 */
export function parseList(text: string, sectionLabels: Readonly<Record<string, readonly string[]>>): ParsedList {
  const labels = new Map<string, string>();
  for (const [id, names] of Object.entries(sectionLabels))
    for (const name of [id, ...names]) labels.set(fold(name), id);
  const out: ParsedList = { entries: [], problems: [], headers: [] };
  let section: string | null = null;
  text
    .normalize("NFKC")
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      const number = i + 1;
      if (line === "" || COMMENT.test(line)) return;
      const header = headerOf(line, labels);
      if (header) {
        if (header.section !== null) {
          section = header.section;
          out.headers.push(header.section);
        } else if (!HEADER_MARK.test(line)) {
          out.problems.push({ line: number, code: "unknown-section", params: { section: header.label } });
        }
        return;
      }
      const { copies, name } = entryOf(line);
      if (copies === 0) {
        out.problems.push({ line: number, code: "zero-copies", params: { name } });
        return;
      }
      if (copies > MAX_COPIES) {
        out.problems.push({ line: number, code: "too-many-copies", params: { name, copies, max: MAX_COPIES } });
        return;
      }
      out.entries.push({ line: number, copies, name, section });
    });
  return out;
}
