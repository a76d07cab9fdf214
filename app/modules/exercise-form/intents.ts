// The /form-analysis screen's form intents and fields (pure: the screen and its action share them).

export const SAVE_ANALYSIS_INTENT = "save-analysis";
export const DELETE_ANALYSIS_INTENT = "delete-analysis";
/** The save form's field carrying the result as JSON (SaveFormAnalysisInput). */
export const ANALYSIS_FIELD = "analysis";
