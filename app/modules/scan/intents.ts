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
export const SAVE_FAILED = { title: "Save Failed", description: "Failed to save meal. Please try again." } as const;
