-- Hand-written, like 20261122030000_food_search_index (Prisma cannot express triggers).
-- SQLite twin: prisma/migrations/<same name>.
--
-- A counter that changes whenever a food is added, removed, renamed or changes owner or group:
-- search keeps the catalogue's candidates for a query in memory and reads this one row to know
-- they still hold (app/modules/food/catalogue-candidates.server.ts). A trigger, so every writer
-- (the seed, catalogue rebuilds, another app server) bumps it in the same transaction; once per
-- statement, so a bulk insert bumps it once.
CREATE TABLE "FoodSearchVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
    "version" BIGINT NOT NULL
);
INSERT INTO "FoodSearchVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION food_search_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "FoodSearchVersion" SET "version" = "version" + 1 WHERE "id" = 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Food_search_version"
AFTER INSERT OR DELETE OR UPDATE OF "id", "name", "brand", "foodGroup", "ownerId" ON "Food"
FOR EACH STATEMENT EXECUTE FUNCTION food_search_version_bump();
