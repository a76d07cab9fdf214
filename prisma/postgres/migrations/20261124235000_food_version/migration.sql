-- Hand-written, like 20261122030000_food_search_index (Prisma cannot express triggers).
-- SQLite twin: prisma/migrations/<same name>.
--
-- A counter that changes whenever a food or a portion is added, changed or removed. Search keeps
-- the catalogue's candidates and rows in memory and reads this one row to know they still hold
-- (app/modules/food/search-memory.server.ts, docs/decisions/0021-search-memory.md). Triggers, so
-- every writer (the seed, catalogue rebuilds, another app server) bumps it in its own transaction;
-- once per statement, so a bulk insert bumps it once.
CREATE TABLE "FoodVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
    "version" BIGINT NOT NULL
);
INSERT INTO "FoodVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION food_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Food_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Food"
FOR EACH STATEMENT EXECUTE FUNCTION food_version_bump();
CREATE TRIGGER "FoodPortion_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "FoodPortion"
FOR EACH STATEMENT EXECUTE FUNCTION food_version_bump();
