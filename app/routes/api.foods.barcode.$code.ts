import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { barcodeFoodRequest } from "~/modules/food/barcode.server";
import { notServed } from "~/http/write-policy.server";

/**
 * GET /api/foods/barcode/{code} (premium): the food with that EAN/UPC barcode among the user's
 * own products and the catalogue. 403 on the free tier, 400 for a code that cannot be a barcode,
 * 404 when no food has it yet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiUser(request);
  return jsonFrom(() => barcodeFoodRequest(userId, params.code));
}

export const action = notServed("GET");
