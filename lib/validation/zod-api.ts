// The part of zod the browser's schemas use, imported by name: through zod's
// own `z` namespace the bundle kept every export zod has, 48 languages of
// error messages among them (224 KB of minified script on every page with a
// form, 85 KB this way). A schema that needs more of zod adds its name here.
export { array, boolean, config, discriminatedUnion, email, enum, int, iso, literal, number, object, strictObject, string, union } from "zod";
export type { infer, input, output } from "zod";
