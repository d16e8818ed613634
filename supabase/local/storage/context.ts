import type { Db } from "../db";
import type { ByteStore } from "./bytes";

/** What every Storage handler works with: the database (rows, RLS) and where the bytes live. */
export interface StorageContext {
  db: Db;
  bytes: ByteStore;
}
