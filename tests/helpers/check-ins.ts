// A check-in the member accepted on `date` (the weekly check-in's row, made directly for tests that need the target to be adaptive).
import { db } from "~/db.server";

export const acceptedCheckIn = (userId: number, date: string) =>
  db.checkIn.create({
    data: {
      userId,
      date,
      estimateKcal: 2400,
      confidence: 0.6,
      goal: "maintain",
      paceKgPerWeek: 0,
      proposedKcal: 2400,
      previousKcal: 2000,
      targetKcal: 2400,
      decision: "accepted",
    },
  });
