-- AlterTable
ALTER TABLE "Food" ADD COLUMN     "searchWords" TEXT;

-- Hand-written below (Prisma cannot express tsvector documents or triggers; see
-- 20261122030000_food_search_index and docs/decisions/0005-food-search.md): a food's search
-- document gains its other names (FNDDS's brands, synonyms and Spanish names) at weight D, and
-- "FoodSearch" keeps a copy of them for the ranking, as it keeps the name and brand.
ALTER TABLE "FoodSearch" ADD COLUMN "searchWords" TEXT;

CREATE FUNCTION food_search_document(food_name TEXT, food_brand TEXT, food_words TEXT) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT food_search_document(food_name, food_brand)
        || setweight(to_tsvector('english'::regconfig, coalesce(food_words, '')), 'D')
$$;

CREATE OR REPLACE FUNCTION food_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    WITH docs AS (
        SELECT "id", "ownerId", "name", "brand", "foodGroup", "searchWords",
               food_search_document("name", "brand", "searchWords") AS "document"
        FROM changed_foods
    ), upserted AS (
        INSERT INTO "FoodSearch" ("foodId", "ownerId", "name", "brand", "foodGroup", "searchWords", "document")
        SELECT "id", "ownerId", "name", "brand", "foodGroup", "searchWords", "document" FROM docs
        ON CONFLICT ("foodId") DO UPDATE SET
            "ownerId" = EXCLUDED."ownerId", "name" = EXCLUDED."name", "brand" = EXCLUDED."brand",
            "foodGroup" = EXCLUDED."foodGroup", "searchWords" = EXCLUDED."searchWords", "document" = EXCLUDED."document"
        WHERE ("FoodSearch"."ownerId", "FoodSearch"."name", "FoodSearch"."brand", "FoodSearch"."foodGroup", "FoodSearch"."searchWords")
              IS DISTINCT FROM (EXCLUDED."ownerId", EXCLUDED."name", EXCLUDED."brand", EXCLUDED."foodGroup", EXCLUDED."searchWords")
    )
    INSERT INTO "FoodSearchTerm" ("term")
    SELECT DISTINCT lexemes.lexeme FROM docs, unnest(docs."document") AS lexemes
    ORDER BY 1
    ON CONFLICT ("term") DO NOTHING;
    RETURN NULL;
END
$$;
