import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { listFormAnalyses, saveFormAnalysis } from "~/modules/exercise-form/analyses.server";
import { SaveFormAnalysisInput } from "~/modules/exercise-form/inputs";

/** GET /api/form-analyses: your saved form analyses, newest first (at most 20). */
export const loader = apiLoader("user", async ({ userId }) => {
  return jsonFrom(async () => ({ analyses: await listFormAnalyses(userId) }));
});

/** POST /api/form-analyses: saves a form analysis result (computed on the device) to your workout history. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/form-analyses",
    body: "json",
    status: 201,
    run: ({ userId, body }) => saveFormAnalysis(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your saved form analyses",
      returns:
        "{analyses: [{id, exercise, score, feedback, keyPoints, reps, durationSeconds, framesAnalysed, framesTracked, source, date, createdAt}]}, newest first, at most 20",
    },
    POST: {
      summary: "Save a form analysis to your workout history",
      description:
        "The result /form-analysis computes in the browser from the pose model's landmarks (the video never leaves the device): score 0–100, feedback lists and key points.",
      body: SaveFormAnalysisInput,
      example: {
        exercise: "squat",
        score: 86,
        feedback: { good: ["3 complete reps found in 9.9 s.", "Good depth: your thighs reach parallel."], improvements: [], warnings: [] },
        keyPoints: [{ point: "Depth", status: "good", description: "Knee angle at the bottom: 89° (thighs parallel or lower ≤ 100°)." }],
        reps: 3,
        durationSeconds: 9.9,
        framesAnalysed: 100,
        framesTracked: 97,
        source: "camera",
      },
      returns: "The saved analysis with its id and date",
    },
  },
);
