import type { Achievement } from "~/modules/tracking/achievements";
import { Card } from "~/ui/Card";
import { ProgressBar } from "~/ui/ProgressBar";

/** The four achievements (spec core §9): earned or not, the rule, and the progress towards it. */
export function AchievementList({ achievements }: { achievements: Achievement[] }) {
  return (
    <Card title="Achievements" titleId="achievements">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {achievements.map((achievement) => (
          <li
            key={achievement.id}
            data-testid={`achievement-${achievement.id}`}
            className={`rounded-xl p-3 ring-1 ${achievement.earned ? "bg-brand-50 ring-brand-100" : "bg-slate-50 ring-slate-200"}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{achievement.title}</h3>
              <span className={`text-xs font-semibold ${achievement.earned ? "text-brand-800" : "text-slate-600"}`}>
                {achievement.earned ? "Earned" : "Not yet"}
              </span>
            </div>
            <p className="text-sm text-slate-700">{achievement.rule}</p>
            <div className="mt-2">
              <ProgressBar value={achievement.percent} target={100} label={`${achievement.title}: ${achievement.progress}`} />
            </div>
            <p className="mt-1 text-xs text-slate-600">{achievement.progress}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
