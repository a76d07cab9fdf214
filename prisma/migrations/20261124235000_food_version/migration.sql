-- Hand-written, like 20261122030000_food_search_index (Prisma cannot express triggers); no
-- schema.prisma beside it. PostgreSQL twin: prisma/postgres/migrations/<same name>.
--
-- A counter that changes whenever a food or a portion is added, changed or removed. Search keeps
-- the catalogue's candidates and rows in memory and reads this one row to know they still hold
-- (app/modules/food/search-memory.server.ts, docs/decisions/0021-search-memory.md). Triggers, so
-- every writer (the seed, catalogue rebuilds, another app server) bumps it in its own transaction.
CREATE TABLE "FoodVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
    "version" INTEGER NOT NULL
);
INSERT INTO "FoodVersion" ("id", "version") VALUES (1, 0);

CREATE TRIGGER "Food_version_insert" AFTER INSERT ON "Food" BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Food_version_update" AFTER UPDATE ON "Food" BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "Food_version_delete" AFTER DELETE ON "Food" BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "FoodPortion_version_insert" AFTER INSERT ON "FoodPortion" BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "FoodPortion_version_update" AFTER UPDATE ON "FoodPortion" BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
CREATE TRIGGER "FoodPortion_version_delete" AFTER DELETE ON "FoodPortion" BEGIN
    UPDATE "FoodVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
