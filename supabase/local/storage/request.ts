import { ERRORS } from "./errors";

// Request bodies as Storage's route schemas (fastify + JSON schema) accept them,
// with fastify's wording for what they refuse.

export type JsonBody = Record<string, unknown>;

export async function readJsonBody(req: Request): Promise<JsonBody> {
  const text = await req.text();
  let value: unknown = undefined;
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw ERRORS.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'");
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw ERRORS.invalidRequest("body must be object");
  return value as JsonBody;
}

export function requiredKeys(body: JsonBody, ...keys: string[]): void {
  for (const key of keys) {
    if (body[key] === undefined) throw ERRORS.invalidRequest(`body must have required property '${key}'`);
  }
}

/** An integer field (`minimum` inclusive); undefined when absent. */
export function integerField(body: JsonBody, key: string, minimum: number): number | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value)) throw ERRORS.invalidRequest(`body/${key} must be integer`);
  if (value < minimum) throw ERRORS.invalidRequest(`body/${key} must be >= ${minimum}`);
  return value;
}

export function stringField(body: JsonBody, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw ERRORS.invalidRequest(`body/${key} must be string`);
  return value;
}

/** An array of strings with between 1 and `maxItems` items. */
export function stringArrayField(body: JsonBody, key: string, maxItems: number): string[] {
  const value = body[key];
  if (!Array.isArray(value)) throw ERRORS.invalidRequest(`body/${key} must be array`);
  const bad = value.findIndex((item) => typeof item !== "string");
  if (bad >= 0) throw ERRORS.invalidRequest(`body/${key}/${bad} must be string`);
  if (value.length < 1) throw ERRORS.invalidRequest(`body/${key} must NOT have fewer than 1 items`);
  if (value.length > maxItems) throw ERRORS.invalidRequest(`body/${key} must NOT have more than ${maxItems} items`);
  return value as string[];
}

/** A JSON array of strings, bound as one parameter (`jsonb_array_elements_text`) so pg and PGlite agree. */
export const jsonList = (values: string[]) => JSON.stringify(values);
