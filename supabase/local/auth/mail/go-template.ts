// The subset of Go's html/template that Supabase email templates use:
// `{{ .Field }}` and `{{ .Data.key }}` (HTML-escaped), `{{ if ... }}`,
// `{{ else if ... }}`, `{{ else }}`, `{{ end }}`, the functions eq, ne, not,
// and, or, string literals, `{{-`/`-}}` trimming and `{{/* comments */}}`.
// Anything else (range, with, pipes, other functions) throws, so a template
// that hosted Supabase would render differently never renders silently wrong.

type Node = { text: string } | { expr: string[] } | { branches: { cond: string[] | null; body: Node[] }[] };

const ACTION = /\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g;

function splitArgs(expr: string): string[] {
  const args = expr.match(/"(?:[^"\\]|\\.)*"|`[^`]*`|[^\s()]+/g) ?? [];
  if (/[|()]/.test(expr.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, ""))) {
    throw new Error(`Unsupported template expression: {{ ${expr} }}`);
  }
  return args;
}

function tokenize(source: string): ({ text: string } | { action: string })[] {
  const out: ({ text: string } | { action: string })[] = [];
  let last = 0;
  let trimNext = false;
  for (const match of source.matchAll(ACTION)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, "");
    if (match[1]) text = text.replace(/\s+$/, "");
    out.push({ text });
    if (!match[2]!.startsWith("/*")) out.push({ action: match[2]! });
    trimNext = match[3] === "-";
    last = match.index + match[0].length;
  }
  out.push({ text: trimNext ? source.slice(last).replace(/^\s+/, "") : source.slice(last) });
  return out;
}

export function parseTemplate(source: string): Node[] {
  const tokens = tokenize(source);
  let pos = 0;
  const block = (inIf: boolean): { nodes: Node[]; stop: string } => {
    const nodes: Node[] = [];
    while (pos < tokens.length) {
      const token = tokens[pos++]!;
      if ("text" in token) {
        if (token.text) nodes.push({ text: token.text });
        continue;
      }
      const [head, ...rest] = splitArgs(token.action);
      if (head === "end" || head === "else") {
        if (!inIf) throw new Error(`Unexpected {{ ${token.action} }}`);
        return { nodes, stop: token.action };
      }
      if (head === "if") nodes.push(ifNode(rest));
      else if (head?.startsWith(".") || head?.startsWith('"') || ["eq", "ne", "not", "and", "or"].includes(head ?? "")) {
        nodes.push({ expr: [head!, ...rest] });
      } else throw new Error(`Unsupported template action: {{ ${token.action} }}`);
    }
    if (inIf) throw new Error("Missing {{ end }}");
    return { nodes, stop: "" };
  };
  const ifNode = (cond: string[]): Node => {
    const branches: { cond: string[] | null; body: Node[] }[] = [];
    let current: string[] | null = cond;
    for (;;) {
      const { nodes, stop } = block(true);
      branches.push({ cond: current, body: nodes });
      if (stop === "end") return { branches };
      const args = splitArgs(stop);
      if (current === null) throw new Error("{{ else }} after {{ else }}");
      current = args.length === 1 ? null : args[1] === "if" ? args.slice(2) : null;
      if (current === null && args.length > 1) throw new Error(`Unsupported template action: {{ ${stop} }}`);
    }
  };
  return block(false).nodes;
}

function lookup(data: unknown, path: string): unknown {
  if (path === ".") return data;
  let value = data;
  for (const key of path.slice(1).split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === "object") return Object.keys(value).length > 0;
  return Boolean(value);
}

function evaluate(args: string[], data: unknown): unknown {
  const operand = (arg: string): unknown => {
    if (arg.startsWith('"')) return JSON.parse(arg);
    if (arg.startsWith("`")) return arg.slice(1, -1);
    if (arg.startsWith(".")) return lookup(data, arg);
    throw new Error(`Unsupported template operand: ${arg}`);
  };
  const [head, ...rest] = args;
  const values = rest.map(operand);
  switch (head) {
    case "eq":
      return values.slice(1).some((value) => value === values[0]);
    case "ne":
      return values[0] !== values[1];
    case "not":
      return !truthy(values[0]);
    case "and":
      return values.every(truthy);
    case "or":
      return values.some(truthy);
    default:
      if (rest.length > 0) throw new Error(`Unsupported template expression: ${args.join(" ")}`);
      return operand(head!);
  }
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;", "+": "&#43;" };

/** Escapes text as Go's html/template does for values. */
const escapeHtml = (value: string): string => value.replace(/[&<>"'+]/g, (c) => HTML_ESCAPES[c]!);

/** Renders parsed nodes; interpolated values are HTML-escaped, missing ones print nothing. */
export function renderTemplate(nodes: Node[], data: unknown): string {
  let out = "";
  for (const node of nodes) {
    if ("text" in node) out += node.text;
    else if ("expr" in node) {
      const value = evaluate(node.expr, data);
      out += value == null ? "" : escapeHtml(typeof value === "object" ? JSON.stringify(value) : String(value));
    } else {
      const branch = node.branches.find((b) => b.cond === null || truthy(evaluate(b.cond, data)));
      if (branch) out += renderTemplate(branch.body, data);
    }
  }
  return out;
}
