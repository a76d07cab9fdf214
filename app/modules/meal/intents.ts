// The `intent` field of the food-logging forms: one name per operation, shared by the screens'
// actions (Home, Diary) and the forms that post them. Pure: safe in client code.

/** Log grams of a food (Home and Diary, from the search panel and the quick foods). */
export const LOG_FOOD_INTENT = "log-food";
/** Diary: change an entry's grams and/or meal type. */
export const UPDATE_ENTRY_INTENT = "update-entry";
/** Diary: delete an entry (undoable). */
export const DELETE_ENTRY_INTENT = "delete-entry";
/** Diary: undo a delete. */
export const RESTORE_ENTRY_INTENT = "restore-entry";
/** Diary: log calories (and macros) without a food. */
export const QUICK_ADD_INTENT = "quick-add";
