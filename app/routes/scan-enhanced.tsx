import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requirePageUser } from "~/http/guards.server";
import { loadScanPage, scanPageAction } from "~/ui/scan/scan-page.server";
import { ScanScreen } from "~/ui/scan/ScanScreen";

export const meta: MetaFunction = () => [{ title: "AI Food Scanner — Fitplate" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadScanPage(await requirePageUser(request), new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return scanPageAction({ request, context }, await requirePageUser(request), "/scan-enhanced");
}

export default function ScanEnhanced() {
  return <ScanScreen path="/scan-enhanced" enhanced />;
}
