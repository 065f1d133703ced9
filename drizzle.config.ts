import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema.ts", "./server/db/schema-accounts.ts", "./server/db/schema-content.ts", "./server/db/schema-personal.ts", "./server/db/schema-admin.ts"],
  out: "./server/db/migrations",
});
