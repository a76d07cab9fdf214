import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { FoodChoice } from "~/modules/food/food-choice";
import { DEFAULT_QUANTITY_G, nutritionFor } from "~/modules/food/nutrition";
import { OPEN_FOOD_FACTS_CREDIT, OPEN_FOOD_FACTS_SOURCE } from "~/modules/food/openfoodfacts-source";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { PREMIUM_FEATURES } from "~/modules/user/tiers";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import { useHydrated } from "~/ui/useHydrated";
import { useCamera } from "~/hooks/useCamera";

type Lookup = { barcode: string; food: FoodChoice | null; source: string | null; error: null } | { code: string; error: string };

/**
 * The barcode scanner (spec core §2): a premium-only notice with an upgrade button on the free
 * tier; for members with Premium, the digits typed (or read by the camera where the browser has a
 * BarcodeDetector) are looked up, and an unknown code can be added as one of their own foods.
 */
export function BarcodePanel({
  allowed,
  lookup,
  action,
  formKey,
  failure,
}: {
  allowed: boolean;
  lookup: Lookup | null;
  action: string;
  formKey: string;
  failure: string | null;
}) {
  if (!allowed) {
    return (
      <Card title="Barcode scanner" titleId="barcode-title">
        <div className="rounded-xl border border-gold-500 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">Premium feature</p>
          <p className="mt-1 text-sm">{PREMIUM_FEATURES.barcodeScanning}: scan a packaged food and log it in one step.</p>
          <Link to="/premium" className={buttonClass("primary", "mt-3")}>
            Upgrade to Premium
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card title="Barcode scanner" titleId="barcode-title">
      <Form method="get" className="flex items-end gap-2">
        <input type="hidden" name="method" value="barcode" />
        <div className="min-w-0 flex-1">
          <label htmlFor="barcode-code" className="block text-sm font-medium text-slate-800">
            Barcode digits
          </label>
          <input
            id="barcode-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            required
            defaultValue={lookup ? ("barcode" in lookup ? lookup.barcode : lookup.code) : ""}
            placeholder="e.g. 4006381333931"
            className={inputClass}
          />
        </div>
        <Button variant="secondary">Look up</Button>
      </Form>
      <CameraReader />
      <div className="mt-3">{lookup ? <LookupResult lookup={lookup} action={action} formKey={formKey} failure={failure} /> : null}</div>
    </Card>
  );
}

function LookupResult({ lookup, action, formKey, failure }: { lookup: Lookup; action: string; formKey: string; failure: string | null }) {
  if (lookup.error !== null) return <FormAlert message={lookup.error} />;
  if (lookup.food)
    return (
      <BarcodeFood
        food={lookup.food}
        fromOpenFoodFacts={lookup.source === OPEN_FOOD_FACTS_SOURCE}
        action={action}
        formKey={formKey}
        failure={failure}
      />
    );
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3" role="status">
      <p className="font-semibold">No food has barcode {lookup.barcode} yet</p>
      <p className="mt-1 text-sm text-slate-700">Add the product once with the figures from its label: the next scan finds it.</p>
      <Link to={`/foods?barcode=${lookup.barcode}`} className={buttonClass("primary", "mt-2")}>
        Add this product
      </Link>
    </div>
  );
}

function BarcodeFood({
  food,
  fromOpenFoodFacts,
  action,
  formKey,
  failure,
}: {
  food: FoodChoice;
  fromOpenFoodFacts: boolean;
  action: string;
  formKey: string;
  failure: string | null;
}) {
  const navigation = useNavigation();
  const per100 = nutritionFor(food, 100);
  return (
    <Form method="post" action={action} className="rounded-xl border border-brand-100 bg-brand-50/60 p-3">
      <input type="hidden" name="intent" value={LOG_FOOD_INTENT} />
      <input type="hidden" name="method" value="barcode" />
      <input type="hidden" name="foodId" value={food.id} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-barcode`} />
      <p className="break-words font-semibold">{food.name}</p>
      <p className="text-sm text-slate-700">
        {food.brand ? `${food.brand} · ` : ""}
        <span className="whitespace-nowrap">{per100.calories} kcal</span>{" "}
        <span className="whitespace-nowrap">
          · P {per100.protein} g · C {per100.carbs} g · F {per100.fat} g
        </span>{" "}
        per 100 g
      </p>
      {fromOpenFoodFacts ? (
        <p className="mt-1 text-sm text-slate-700">
          <a href="https://world.openfoodfacts.org" className="underline" rel="noopener noreferrer">
            {OPEN_FOOD_FACTS_CREDIT}
          </a>
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="barcode-grams" className="block text-sm font-medium text-slate-800">
            Quantity (g)
          </label>
          <input {...gramsInputProps} id="barcode-grams" defaultValue={DEFAULT_QUANTITY_G} className={inputClass} />
        </div>
        <MealTypeSelect id="barcode-meal-type" defaultValue="snack" />
      </div>
      <FormAlert message={failure} className="mt-2" />
      <Button disabled={navigation.state !== "idle"} className="mt-3 w-full">
        Log food
      </Button>
    </Form>
  );
}

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Reads a barcode with the camera where the browser can (BarcodeDetector); hidden elsewhere. */
function CameraReader() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const Detector = hydrated ? (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector : undefined;
  const on = camera.state === "on" || camera.state === "starting";

  useEffect(() => {
    if (camera.state !== "on" || !Detector || !video.current) return;
    const element = video.current;
    const detector = new Detector({ formats: ["ean_13", "ean_8", "upc_a", "upc_e"] });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      if (stopped) return;
      const [found] = await detector.detect(element).catch(() => []);
      if (found && !stopped) return navigate(`?method=barcode&code=${encodeURIComponent(found.rawValue)}`);
      timer = setTimeout(look, 250);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [camera.state, Detector, navigate]);

  if (!Detector) return null;
  return (
    <div className="mt-3">
      <Button type="button" variant="secondary" onClick={() => (on ? camera.stop() : void camera.start())} className="w-full">
        {on ? "Stop camera" : "Scan with camera"}
      </Button>
      <video
        ref={video}
        muted
        playsInline
        hidden={!on}
        className="mt-2 w-full rounded-xl bg-black"
        aria-label="Camera view for the barcode"
      />
      {camera.state === "error" ? (
        <p className="mt-2 text-sm text-red-700">The camera could not be opened: type the digits instead.</p>
      ) : null}
    </div>
  );
}
