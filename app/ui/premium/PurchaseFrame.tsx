import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

/** The frame of both buying screens: the title, the way back to the plans, one card. */
export function PurchaseFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader
        title={title}
        actions={
          <Link to="/premium" className={buttonClass("ghost", "text-sm")}>
            Back to Plans
          </Link>
        }
      />
      <Card>{children}</Card>
    </div>
  );
}
