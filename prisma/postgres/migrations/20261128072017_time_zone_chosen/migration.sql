-- AlterTable
ALTER TABLE "User" ADD COLUMN     "timeZoneChosen" BOOLEAN NOT NULL DEFAULT false;


-- A zone other than the default was chosen (by the member's browser when the guest started).
UPDATE "User" SET "timeZoneChosen" = true WHERE "timeZone" <> 'UTC';
