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
/** Diary: copy a meal slot or a whole day to another day. */
export const COPY_DAY_INTENT = "copy-day";
/** Diary: undo a copy. */
export const UNDO_COPY_INTENT = "undo-copy";
/** Diary: save a meal slot as a saved meal. */
export const SAVE_MEAL_INTENT = "save-meal";
/** Diary: log a saved meal into a slot. */
export const LOG_SAVED_MEAL_INTENT = "log-saved-meal";
/** Diary: delete a saved meal. */
export const DELETE_SAVED_MEAL_INTENT = "delete-saved-meal";
/** Diary: undo logging a saved meal. */
export const UNDO_SAVED_MEAL_LOG_INTENT = "undo-saved-meal-log";
