import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteEntry, updateEntry } from "~/modules/meal/entries.server";
import { describeRoute } from "~/http/openapi/describe";
import { EntryIdSchema, UpdateEntryInput } from "~/modules/meal/inputs";

/** PATCH /api/meal-foods/{entryId} {quantity?, mealType?}; DELETE /api/meal-foods/{entryId} (undo: …/restore). */
export const action = describeRoute(
  apiAction({
    methods: ["PATCH", "DELETE"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ request, userId, params, body }) =>
      request.method === "PATCH" ? updateEntry(userId, params.entryId, body) : deleteEntry(userId, params.entryId),
  }),
  {
    PATCH: {
      summary: "Change an entry's grams or meal type",
      params: { entryId: EntryIdSchema },
      body: UpdateEntryInput,
      example: { quantity: 150, mealType: "lunch" },
      returns: "The entry with its recomputed nutrients",
      errors: { 404: "Entry not found" },
    },
    DELETE: {
      summary: "Delete an entry (undo: …/restore)",
      params: { entryId: EntryIdSchema },
      returns: "`{ deleted: true }`",
      errors: { 404: "Entry not found" },
    },
  },
);

export const loader = notServed(action);
