import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { barcodeFoodRequest } from "~/modules/food/barcode.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { BarcodeSchema } from "~/modules/food/barcode";

/**
 * GET /api/foods/barcode/{code} (premium): the food with that EAN/UPC barcode among the user's
 * own products and the catalogue. 403 on the free tier, 400 for a code that cannot be a barcode,
 * 404 when no food has it yet.
 */
export const loader = apiLoader("user", ({ params, userId }) => {
  return jsonFrom(() => barcodeFoodRequest(userId, params.code));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "user",
    summary: "Find a food by its barcode",
    description: "Premium: among your own products and the catalogue (EAN-8, UPC-A, EAN-13, GTIN-14).",
    params: { code: BarcodeSchema },
    returns: "The food with its portions",
    errors: { 403: "Barcode scanning is part of Premium", 404: "No food has this barcode yet" },
  },
});
