import { defineConfig } from "drizzle-kit";

/** PostgreSQL's migrations, from its own schema; `npm run db:generate` runs both configurations. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/postgres/schema.ts",
  out: "./migrations/postgres",
});
