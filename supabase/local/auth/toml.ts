// A small TOML reader for supabase/config.toml: tables (`[a.b]`), bare keys,
// basic and literal strings, integers, floats, booleans and arrays of them.
// Anything else (multi-line strings, inline tables, dates) is refused with
// the line number, so a config the local stack cannot read fails loudly.

export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

const ESCAPES: Record<string, string> = { b: "\b", t: "\t", n: "\n", f: "\f", r: "\r", '"': '"', "\\": "\\" };

export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  let i = 0;
  const line = () => source.slice(0, i).split("\n").length;
  const fail = (what: string): never => {
    throw new Error(`config.toml line ${line()}: ${what}`);
  };
  const skipSpace = (newlines: boolean) => {
    for (;;) {
      const c = source[i];
      if (c === " " || c === "\t" || c === "\r" || (newlines && c === "\n")) i++;
      else if (c === "#") while (i < source.length && source[i] !== "\n") i++;
      else return;
    }
  };
  const bareKey = () => {
    const match = /^[A-Za-z0-9_-]+/.exec(source.slice(i));
    if (!match) return fail("expected a bare key");
    i += match[0].length;
    return match[0];
  };
  const value = (): TomlValue => {
    const rest = source.slice(i);
    if (rest.startsWith('"""') || rest.startsWith("'''")) return fail("multi-line strings are not supported");
    if (rest[0] === "'") {
      const end = source.indexOf("'", i + 1);
      if (end < 0 || source.slice(i, end).includes("\n")) fail("unterminated literal string");
      const text = source.slice(i + 1, end);
      i = end + 1;
      return text;
    }
    if (rest[0] === '"') {
      let out = "";
      for (i++; source[i] !== '"'; i++) {
        if (i >= source.length || source[i] === "\n") fail("unterminated string");
        if (source[i] !== "\\") {
          out += source[i];
          continue;
        }
        const next = source[++i]!;
        if (next === "u" || next === "U") {
          const length = next === "u" ? 4 : 8;
          out += String.fromCodePoint(parseInt(source.slice(i + 1, i + 1 + length), 16));
          i += length;
        } else out += ESCAPES[next] ?? fail(`bad escape \\${next}`);
      }
      i++;
      return out;
    }
    if (rest[0] === "[") {
      const items: TomlValue[] = [];
      i++;
      for (;;) {
        skipSpace(true);
        if (source[i] === "]") break;
        items.push(value());
        skipSpace(true);
        if (source[i] === ",") i++;
        else if (source[i] !== "]") fail("expected , or ] in array");
      }
      i++;
      return items;
    }
    const scalar = /^(true|false|[+-]?[0-9][0-9_]*(\.[0-9_]+)?([eE][+-]?[0-9]+)?)(?=[\s,\]#]|$)/.exec(rest);
    if (!scalar) return fail("unsupported value");
    i += scalar[0].length;
    if (scalar[0] === "true" || scalar[0] === "false") return scalar[0] === "true";
    return Number(scalar[0].replace(/_/g, ""));
  };

  for (skipSpace(true); i < source.length; skipSpace(true)) {
    if (source[i] === "[") {
      if (source[i + 1] === "[") fail("arrays of tables are not supported");
      i++;
      table = root;
      for (;;) {
        const key = bareKey();
        const next = table[key] ?? {};
        if (typeof next !== "object" || Array.isArray(next)) fail(`${key} is not a table`);
        table = table[key] = next as TomlTable;
        if (source[i] !== ".") break;
        i++;
      }
      if (source[i++] !== "]") fail("expected ]");
    } else {
      const key = bareKey();
      skipSpace(false);
      if (source[i++] !== "=") fail("expected =");
      skipSpace(false);
      table[key] = value();
    }
    skipSpace(false);
    if (i < source.length && source[i] !== "\n") fail("expected end of line");
  }
  return root;
}
