import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./provider/db/schema/index.ts",
  out: "./provider/db/migrations",
});
