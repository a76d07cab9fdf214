// The /scan screen's form intents (docs/decisions/0008). Plain constants: the browser imports them.

export const ANALYZE_INTENT = "scan-analyze";
export const UPDATE_SCAN_INTENT = "scan-update";
export const REMOVE_SCAN_FOOD_INTENT = "scan-remove";
export const ADD_SCAN_FOOD_INTENT = "scan-add";
export const SAVE_SCAN_INTENT = "scan-save";
/** The multipart field of the photo. */
export const PHOTO_FIELD = "photo";

/** Spec core §5, §8: saving without an analysis result, a name or a type. */
export const MISSING_MEAL_INFO = "Missing meal information";
/** Spec core §8. */
export const ANALYSIS_FAILED = { title: "Analysis Failed", description: "Failed to analyze the image. Please try again." } as const;
/** Spec core §8: a save the server refuses (the scan was saved already, or closed meanwhile). */
export const SAVE_FAILED = { title: "Save Failed", description: "Failed to save meal. Please try again." } as const;

/**
 * A scan form's intent and its argument: the per-food buttons say which food ("scan-remove:2" →
 * the third food; "scan-add:123" → catalogue food 123), so one form holds every edit of the meal.
 */
export function parseScanIntent(value: FormDataEntryValue | null): { intent: string; argument: string } {
  const text = typeof value === "string" ? value : "";
  const at = text.indexOf(":");
  return at < 0 ? { intent: text, argument: "" } : { intent: text.slice(0, at), argument: text.slice(at + 1) };
}
