import { databaseImage } from "./tests/helpers/database-image";

/** Builds the database images once, before the database and stack files copy them (tests/helpers/database-image.ts). */
export default async function setup() {
  await databaseImage("platform");
  await databaseImage("migrated");
  await databaseImage("seeded");
}
