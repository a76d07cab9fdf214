import { describeRoute } from "~/http/openapi/describe";
import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteFormAnalysis } from "~/modules/exercise-form/analyses.server";
import { FormAnalysisIdSchema } from "~/modules/exercise-form/inputs";

/** DELETE /api/form-analyses/{analysisId}: removes one of your saved form analyses → the removed analysis. */
export const action = describeRoute(
  apiAction({
    methods: ["DELETE"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => deleteFormAnalysis(userId, params.analysisId),
  }),
  {
    DELETE: {
      summary: "Remove one of your saved form analyses",
      params: { analysisId: FormAnalysisIdSchema },
      returns: "The removed analysis",
      errors: { 404: "Form analysis not found" },
    },
  },
);

export const loader = notServed(action);
