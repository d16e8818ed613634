/** Quotes an identifier for SQL; every table, column and function name goes through here. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Collects bound values; `add` returns the placeholder (`$1`, `$2`, ...). */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
