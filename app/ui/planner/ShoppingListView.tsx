import { Form, Link } from "@remix-run/react";
import type { ShoppingGroup } from "~/modules/planner/shopping";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";

const categoryLabel = (category: string) => category.replace(/_/g, " ").replace(/^\w/, (first) => first.toUpperCase());

/** The week's shopping list: grams per food, by category, with household measures; ticks are saved. No prices: we have no source for them. */
export function ShoppingListView({ planId, groups }: { planId: number | null; groups: ShoppingGroup[] | null }) {
  if (planId === null || groups === null) {
    return (
      <Card title="No shopping list yet" titleId="no-list">
        <p className="text-sm text-slate-600">Generate a meal plan first: its shopping list appears here.</p>
        <Link to="?tab=preferences" className={buttonClass("primary", "mt-3")}>
          Go to preferences
        </Link>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <a href="?tab=shopping&format=text" className={buttonClass("secondary")}>
          Plain text / print
        </a>
      </div>
      {groups.map((group) => (
        <Card key={group.category} title={categoryLabel(group.category)} titleId={`shop-${group.category}`}>
          <ul className="divide-y divide-slate-100">
            {group.items.map((item) => (
              <li key={item.foodId} className="flex items-center justify-between gap-3 py-2" data-testid="shopping-item">
                <div className="min-w-0">
                  <p className={`break-words ${item.checked ? "text-slate-500 line-through" : ""}`}>{item.name}</p>
                  <p className="text-sm tabular-nums text-slate-700">
                    {item.grams} g{item.household ? ` · ${item.household}` : ""}
                  </p>
                </div>
                <Form method="post" replace preventScrollReset>
                  <input type="hidden" name="planId" value={planId} />
                  <input type="hidden" name="foodId" value={item.foodId} />
                  <input type="hidden" name="checked" value={item.checked ? "false" : "true"} />
                  <button
                    type="submit"
                    name="intent"
                    value="tick"
                    aria-pressed={item.checked}
                    aria-label={`${item.checked ? "Untick" : "Tick off"} ${item.name}`}
                    className="min-h-touch min-w-touch rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
                  >
                    {item.checked ? "✓ Got it" : "Tick"}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
