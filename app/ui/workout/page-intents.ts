import {
  ADD_EXERCISE_INTENT,
  FINISH_WORKOUT_INTENT,
  REMOVE_EXERCISE_INTENT,
  SKIP_REST_INTENT,
  START_WORKOUT_INTENT,
} from "~/modules/workout/intents";

/** Forms whose refusals show at the top of the page (they have no fields, or may be gone after the post). */
export const PAGE_LEVEL_INTENTS = [
  ADD_EXERCISE_INTENT,
  REMOVE_EXERCISE_INTENT,
  START_WORKOUT_INTENT,
  SKIP_REST_INTENT,
  FINISH_WORKOUT_INTENT,
];
