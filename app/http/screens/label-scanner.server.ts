import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { formError, type FormReply } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import type { FormDoor } from "~/http/write-policy.server";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, noticeText } from "~/modules/image/upload-rules";
import { LabelResultSchema, SaveLabelInput } from "~/modules/label/inputs";
import { readLabelPhoto } from "~/modules/label/read.server";
import type { LabelResult } from "~/modules/label/result";
import { saveLabelToDiary } from "~/modules/label/save.server";
import { READ_STEP, SAVE_STEP } from "~/modules/label/scanner";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { getProfile } from "~/modules/user/profile.server";
import { withoutFieldNames } from "~/modules/validate";
import type { LabelScannerPage, ReadAnswer, SaveRefusal } from "~/shared/label-scanner-page";

// The label scanner's loader and action steps (/ar-nutrition-scanner). With JavaScript the
// browser reads the label itself; these steps are the photo upload without it (?step=read: the
// server's OCR) and Save to Food Diary (?step=save), both plain forms.

export async function loadLabelScanner(userId: number): Promise<LabelScannerPage> {
  const profile = await getProfile(userId);
  if (!profile) throw redirect("/");
  return { dailyCalorieGoal: profile.dailyCalorieGoal };
}

/** The scanner's form over the body cap: "File Too Large" on the photo form. */
export const labelScannerTooLarge = () => formError(READ_STEP, noticeText(FILE_TOO_LARGE), 413);

async function read({ userId, file }: FormDoor<number>) {
  if (!file || file.bytes === 0) return formError(READ_STEP, "Choose a photo of the label first", 400);
  if (file.bytes > MAX_UPLOAD_BYTES) return labelScannerTooLarge();
  const result = await readLabelPhoto(userId, await readFile(file.path));
  return { step: READ_STEP, result, formKey: randomUUID() } satisfies ReadAnswer;
}

/** The scan the save form carries (hidden, as JSON), if it is one. */
function scanOf(formData: FormData): LabelResult | null {
  try {
    const parsed = LabelResultSchema.safeParse(JSON.parse(String(formData.get("scan") ?? "")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function save({ userId, formData }: FormDoor<number>) {
  const submission = parseWithZod(formData, { schema: SaveLabelInput });
  const refuse = (status: number, reply: FormReply["result"], headers?: HeadersInit) =>
    data<SaveRefusal>({ intent: SAVE_STEP, result: reply, scan: scanOf(formData) }, { status, headers });
  if (submission.status !== "success") return refuse(400, submission.reply());
  try {
    const { entry } = await saveLabelToDiary(userId, submission.value);
    return redirectWithToast(`/diary?date=${entry.date}`, {
      title: "Saved to Food Diary",
      description: `${entry.foodName}: 1 serving (${entry.quantity} g, ${entry.calories} kcal) in ${mealTypeTitle(entry.mealType)}.`,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.status, submission.reply({ formErrors: [withoutFieldNames(error.message)] }), domainErrorHeaders(error));
  }
}

export const labelScannerSteps = { [READ_STEP]: read, [SAVE_STEP]: save };
