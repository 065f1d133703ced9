/**
 * The database schema (PostgreSQL dialect; PGlite and PostgreSQL run the same migrations), one
 * file per area; this index is what the database client and drizzle-kit read. Code imports the
 * tables from their area's file.
 */
export * from "./schema-site";
export * from "./schema-fonts";
export * from "./schema-accounts";
export * from "./schema-downloads";
export * from "./schema-content";
export * from "./schema-personal";
export * from "./schema-admin";
