import { Form } from "@remix-run/react";
import { formatDayLabel } from "~/modules/dates/calendar";
import type { ProgressPhoto } from "~/modules/body/photos.server";
import { MEASUREMENT_INTENTS } from "~/modules/body/measurement-input";
import { Button } from "~/ui/Button";

/**
 * The member's progress photos as thumbnails by day, newest first, each a link to the full photo
 * (served to its owner only) with its own Delete form. Loaded lazily: a long history costs nothing
 * until it is scrolled to.
 */
export function ProgressPhotos({ photos, today, busy }: { photos: ProgressPhoto[]; today: string; busy: boolean }) {
  if (photos.length === 0) return <p className="text-slate-700">No photos yet. Only you can see the ones you add.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Progress photos">
      {photos.map((photo) => {
        const day = formatDayLabel(photo.date, today);
        return (
          <li key={photo.id} data-testid="progress-photo" className="space-y-1">
            <a href={photo.url} className="block overflow-hidden rounded-xl bg-slate-100">
              <img
                src={photo.url}
                alt={`You on ${day}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[3/4] h-auto w-full object-cover"
              />
            </a>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-slate-700">{day}</span>
              <Form method="post">
                <input type="hidden" name="intent" value={MEASUREMENT_INTENTS.removePhoto} />
                <input type="hidden" name="photoId" value={photo.id} />
                <Button variant="danger" disabled={busy} className="text-sm">
                  Delete<span className="sr-only"> the photo of {day}</span>
                </Button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
