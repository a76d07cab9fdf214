import { movedAction, movedLoader } from "~/http/moved.server";

// A dead link of the spec (the advanced dashboard's): the food scanner lives at /scan.
export const loader = movedLoader("/scan");
export const action = movedAction("/scan");
