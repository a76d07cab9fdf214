import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_4X, verdicts, type LighthouseRun, type Phone } from "./lighthouse.ts";

const PHONE: Phone = { label: "low-tier phone (6.4× CPU)", cpuSlowdownMultiplier: 6.4 };

function run(path: string, phone: Phone, lcpMs: number, tbtMs: number, longestTaskMs = 0): LighthouseRun {
  return {
    path,
    run: 1,
    method: "devtools",
    phone,
    load: 1,
    lcpMs,
    fcpMs: lcpMs,
    tbtMs,
    longestTaskMs,
    mainThread: [],
    longTasks: [],
    performance: 90,
    jsTransferBytes: 0,
    lcpElement: "h1",
    observedLcpMs: Number.NaN,
    requestsBeforeLcp: 0,
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: phone.cpuSlowdownMultiplier,
    },
  };
}

describe("page-load verdicts (issue 44)", () => {
  it("hold the calibrated phone to LCP ≤ 1.5 s and TBT ≤ 200 ms in every run, and 4× to LCP ≤ 1.2 s", () => {
    const all = [
      run("/", PHONE, 1400, 180, 120),
      run("/", PHONE, 1450, 201, 230), // one run over the TBT target fails the screen
      run("/", LIGHTHOUSE_4X, 1100, 400), // 4× has no TBT target
      run("/diary", PHONE, 1500, 200),
      run("/diary", LIGHTHOUSE_4X, 1201, 0),
    ];
    const byKey = Object.fromEntries(verdicts(all).map((v) => [`${v.path} ${v.phone.label}`, v]));
    expect(byKey[`/ ${PHONE.label}`]).toMatchObject({ runs: 2, met: false, worstTbtMs: 201, worstLcpMs: 1450, longestTaskMs: 230 });
    expect(byKey[`/ ${LIGHTHOUSE_4X.label}`]).toMatchObject({ runs: 1, met: true });
    expect(byKey[`/diary ${PHONE.label}`]).toMatchObject({ met: true });
    expect(byKey[`/diary ${LIGHTHOUSE_4X.label}`]).toMatchObject({ met: false });
  });

  it("leave simulated runs out of the verdict", () => {
    const simulated = { ...run("/", LIGHTHOUSE_4X, 5000, 5000), method: "simulate" as const };
    expect(verdicts([run("/", LIGHTHOUSE_4X, 1000, 0), simulated])).toMatchObject([{ runs: 1, met: true }]);
  });
});
