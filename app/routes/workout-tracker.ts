import { movedAction, movedLoader } from "~/http/moved.server";

// A dead link of the spec (the advanced dashboard's): the workout tracker lives at /workout.
export const loader = movedLoader("/workout");
export const action = movedAction("/workout");
