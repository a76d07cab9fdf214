import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { AA_NORMAL_TEXT, DARK_TEXT, palette, type Swatch } from "~/shared/colors/palette";

export const meta: MetaFunction = () => [{ title: "Color System — Fitplate" }];

export const loader = pageLoader("none", () => {
  return { families: palette(), darkText: DARK_TEXT, aa: AA_NORMAL_TEXT };
});

export default function Colors() {
  const { families, darkText, aa } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title="Color System"
        subtitle={`Every color of the app with its contrast against white and the text color (${darkText}). AA for normal text is ${aa}:1.`}
      />
      {families.map((family) => (
        <Card key={family.name} title={family.name} titleId={`family-${family.name}`} actions={<Origin fromTheme={family.fromTheme} />}>
          <ul className="divide-y divide-slate-100">
            {family.swatches.map((swatch) => (
              <SwatchRow key={swatch.token} swatch={swatch} aa={aa} />
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function Origin({ fromTheme }: { fromTheme: boolean }) {
  return <span className="text-xs text-slate-600">{fromTheme ? "Fitplate theme" : "Tailwind palette"}</span>;
}

function SwatchRow({ swatch, aa }: { swatch: Swatch; aa: number }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-lg ring-1 ring-slate-200" style={{ backgroundColor: swatch.hex }} />
      <div className="min-w-0 flex-1">
        <p className="font-mono text-sm font-semibold">{swatch.token}</p>
        <p className="font-mono text-xs text-slate-600">{swatch.hex}</p>
      </div>
      <dl className="grid shrink-0 grid-cols-2 gap-x-3 text-right text-xs">
        <dt className="text-slate-600">on white</dt>
        <dt className="text-slate-600">with text</dt>
        <Ratio value={swatch.onWhite} aa={aa} />
        <Ratio value={swatch.onDark} aa={aa} />
      </dl>
    </li>
  );
}

function Ratio({ value, aa }: { value: number; aa: number }) {
  const passes = value >= aa;
  return (
    <dd className={passes ? "font-semibold text-brand-800" : "text-slate-600"}>
      {value.toFixed(2)}:1 {passes ? "AA" : "–"}
    </dd>
  );
}
