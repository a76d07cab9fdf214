import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readUpload } from "./upload.server";

const multipart = (form: FormData) => new Request("http://localhost/integrations/import", { method: "POST", body: form });

describe("readUpload", () => {
  it("streams the file to disk, keeps the fields, and removes the file on dispose", async () => {
    const form = new FormData();
    form.append("note", "weekly");
    form.append("file", new File(["date,steps\n2026-01-01,10\n"], "scale.csv", { type: "text/csv" }));
    const upload = await readUpload(multipart(form));
    expect(upload.formData.get("note")).toBe("weekly");
    expect(upload.file).toMatchObject({ name: "scale.csv", bytes: 25 });
    expect(readFileSync(upload.file!.path, "utf8")).toBe("date,steps\n2026-01-01,10\n");
    await upload.dispose();
    expect(existsSync(upload.file!.path)).toBe(false);
  });

  it("refuses a file past the cap with 413 and another body with 415", async () => {
    const form = new FormData();
    form.append("file", new File(["x".repeat(2048)], "big.xml"));
    await expect(readUpload(multipart(form), 1024)).rejects.toMatchObject({ status: 413 });
    const json = new Request("http://localhost/integrations/import", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    await expect(readUpload(json)).rejects.toMatchObject({ status: 415 });
  });

  it("treats a form sent with no file chosen as no file", async () => {
    const form = new FormData();
    form.append("file", new File([], ""));
    const upload = await readUpload(multipart(form));
    expect(upload.file).toBeNull();
    await upload.dispose();
  });
});
