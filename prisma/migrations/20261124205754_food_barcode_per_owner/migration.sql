-- DropIndex
DROP INDEX "Food_barcode_key";

-- CreateIndex
CREATE UNIQUE INDEX "Food_ownerId_barcode_key" ON "Food"("ownerId", "barcode");

