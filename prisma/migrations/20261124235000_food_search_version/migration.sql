-- Hand-written, like 20261122030000_food_search_index (Prisma cannot express triggers); no
-- schema.prisma beside it. PostgreSQL twin: prisma/postgres/migrations/<same name>.
--
-- A counter that changes whenever a food is added, removed, renamed or changes owner or group:
-- search keeps the catalogue's candidates for a query in memory and reads this one row to know
-- they still hold (app/modules/food/catalogue-candidates.server.ts). A trigger, so every writer
-- (the seed, catalogue rebuilds, another app server) bumps it in the same transaction.
CREATE TABLE "FoodSearchVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
    "version" INTEGER NOT NULL
);
INSERT INTO "FoodSearchVersion" ("id", "version") VALUES (1, 0);

CREATE TRIGGER "Food_search_version_insert" AFTER INSERT ON "Food" BEGIN
    UPDATE "FoodSearchVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "Food_search_version_update" AFTER UPDATE OF "id", "name", "brand", "foodGroup", "ownerId" ON "Food" BEGIN
    UPDATE "FoodSearchVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "Food_search_version_delete" AFTER DELETE ON "Food" BEGIN
    UPDATE "FoodSearchVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
