-- AlterTable
ALTER TABLE "Food" ADD COLUMN "searchWords" TEXT;

-- Hand-written below (Prisma cannot express FTS5; see 20261122030000_food_search_index and
-- docs/decisions/0005-food-search.md): the search index gains a fourth column, "words", the other
-- names people use for a food (FNDDS's brands, synonyms and Spanish names). An FTS5 table cannot
-- gain a column, so the index, its vocabulary and its triggers are made again, then filled.
DROP TRIGGER "Food_search_insert";
DROP TRIGGER "Food_search_update";
DROP TRIGGER "Food_search_delete";
DROP TABLE "FoodSearchVocab";
DROP TABLE "FoodSearch";

CREATE VIRTUAL TABLE "FoodSearch" USING fts5(
    head,
    name,
    brand,
    words,
    tokenize = 'porter unicode61 remove_diacritics 2',
    prefix = '2 3'
);

CREATE VIRTUAL TABLE "FoodSearchVocab" USING fts5vocab("FoodSearch", 'row');

CREATE TRIGGER "Food_search_insert" AFTER INSERT ON "Food" BEGIN
    INSERT INTO "FoodSearch" (rowid, head, name, brand, words) VALUES (
        NEW."id",
        trim(CASE WHEN instr(NEW."name", ',') > 0 THEN substr(NEW."name", 1, instr(NEW."name", ',') - 1) ELSE NEW."name" END),
        NEW."name",
        coalesce(NEW."brand", ''),
        coalesce(NEW."searchWords", '')
    );
END;

CREATE TRIGGER "Food_search_update" AFTER UPDATE OF "id", "name", "brand", "searchWords" ON "Food" BEGIN
    DELETE FROM "FoodSearch" WHERE rowid = OLD."id";
    INSERT INTO "FoodSearch" (rowid, head, name, brand, words) VALUES (
        NEW."id",
        trim(CASE WHEN instr(NEW."name", ',') > 0 THEN substr(NEW."name", 1, instr(NEW."name", ',') - 1) ELSE NEW."name" END),
        NEW."name",
        coalesce(NEW."brand", ''),
        coalesce(NEW."searchWords", '')
    );
END;

CREATE TRIGGER "Food_search_delete" AFTER DELETE ON "Food" BEGIN
    DELETE FROM "FoodSearch" WHERE rowid = OLD."id";
END;

INSERT INTO "FoodSearch" (rowid, head, name, brand, words)
SELECT
    "id",
    trim(CASE WHEN instr("name", ',') > 0 THEN substr("name", 1, instr("name", ',') - 1) ELSE "name" END),
    "name",
    coalesce("brand", ''),
    coalesce("searchWords", '')
FROM "Food";
