-- Hand-written (Prisma cannot express a partial index), like 20261122030000_food_search_index; no
-- schema.prisma beside it. A catalogue food (no owner) has a barcode at most once: a product found
-- in Open Food Facts is stored once however many scans ask for it at the same moment
-- (app/modules/food/openfoodfacts.server.ts). Members' own products stay unique per owner
-- ("Food_ownerId_barcode_key"), where NULL owners never collide.
CREATE UNIQUE INDEX "Food_catalogue_barcode_key" ON "Food" ("barcode") WHERE "ownerId" IS NULL AND "barcode" IS NOT NULL;
