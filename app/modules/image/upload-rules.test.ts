import { describe, expect, it } from "vitest";
import {
  base64DecodedBytes,
  checkChosenFile,
  FILE_TOO_LARGE,
  fitWithin,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  noticeOf,
  noticeText,
} from "./upload-rules";

describe("the browser's photo check (spec core §5)", () => {
  it("accepts images up to 5 MB and refuses larger ones and other types with the spec's words", () => {
    expect(checkChosenFile({ size: MAX_UPLOAD_BYTES, type: "image/jpeg" })).toBeNull();
    expect(checkChosenFile({ size: MAX_UPLOAD_BYTES + 1, type: "image/png" })).toEqual({
      title: "File Too Large",
      description: "Please select an image smaller than 5MB.",
    });
    expect(checkChosenFile({ size: 10, type: "application/pdf" })).toEqual({
      title: "Invalid File Type",
      description: "Please select an image file.",
    });
    expect(checkChosenFile({ size: 10, type: "" })).toBe(INVALID_FILE_TYPE);
  });

  it("round-trips a notice through one line of text", () => {
    expect(noticeOf(noticeText(FILE_TOO_LARGE))).toEqual(FILE_TOO_LARGE);
    expect(noticeOf("Plain")).toEqual({ title: "Plain", description: "" });
  });
});

describe("fitWithin", () => {
  it("scales the longer side down to 1280 px and never enlarges", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(0, 0)).toEqual({ width: 1, height: 1 });
  });
});

it("counts the bytes of a base64 payload", () => {
  expect(base64DecodedBytes(Buffer.from("hello").toString("base64"))).toBe(5);
  expect(base64DecodedBytes(Buffer.from("hell").toString("base64"))).toBe(4);
  expect(base64DecodedBytes(Buffer.from("hel").toString("base64"))).toBe(3);
});
